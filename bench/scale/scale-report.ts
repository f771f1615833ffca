import type { LoadFigures } from '../quality/load-test';

/**
 * One load measurement: a page through the balancer with that many instances behind it, and the machine's load
 * average (1 min) at its end, since other work on the same cores moves every figure.
 */
export type LoadRow = { instances: number; page: string; path: string; loadAverage: number } & LoadFigures;

/** Seconds until a change written through one instance showed on the other, per try; `missed`: never within the limit. */
export type VisibilityRow = { from: string; to: string; seconds: number[]; missed: number };

export type ScaleResults = { load: LoadRow[]; visibility: VisibilityRow[] };

export type Spread = { min: number; median: number; max: number };

/** Smallest, middle (mean of the two middle ones for an even count) and largest value; null for none. */
export function spread(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { min: sorted[0], median, max: sorted[sorted.length - 1] };
}

/** What went wrong in a run, one line each: answers that were not 2xx, errors and timeouts, changes never seen. */
export function failures(results: ScaleResults): string[] {
  const out: string[] = [];
  for (const row of results.load) {
    if (row.requests === 0) out.push(`${row.page} with ${row.instances} instance(s): no answer at all`);
    if (row.non2xx > 0) out.push(`${row.page} with ${row.instances} instance(s): ${row.non2xx} answers not 2xx`);
    if (row.errors > 0) out.push(`${row.page} with ${row.instances} instance(s): ${row.errors} errors or timeouts`);
  }
  for (const row of results.visibility) {
    if (row.missed > 0) out.push(`change on ${row.from} never seen on ${row.to} in ${row.missed} of the tries`);
    if (row.seconds.length + row.missed === 0) out.push(`change on ${row.from}, seen on ${row.to}: not measured`);
  }
  return out;
}

const number = (value: number, digits = 1) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The load rows as a Markdown table, one line per page and instance count, with its errors. */
export function loadTable(rows: readonly LoadRow[]): string {
  const lines = [
    '| page | instances | requests/s | p50 ms | p95 ms | requests | non-2xx | errors | load average |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const cells = [`${r.page} ${r.path}`, r.instances, number(r.perSecond), number(r.p50Ms), number(r.p95Ms)];
    lines.push(`| ${[...cells, r.requests, r.non2xx, r.errors, number(r.loadAverage)].join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Each direction's seconds until the change showed: min / median / max over the tries that saw it. */
export function visibilityTable(rows: readonly VisibilityRow[]): string {
  const lines = [
    '| change made on | seen on | tries | min s | median s | max s | never seen |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const s = spread(r.seconds);
    const cells = s ? [number(s.min, 3), number(s.median, 3), number(s.max, 3)] : ['–', '–', '–'];
    lines.push(`| ${[r.from, r.to, r.seconds.length + r.missed, ...cells, r.missed].join(' | ')} |`);
  }
  return lines.join('\n');
}
