import type { FirstLoadJs } from './first-load-js';
import type { LighthouseFigures } from './lighthouse-run';
import type { LoadFigures } from './load-test';

/** The quality targets (docs/quality.md, "Where the targets stand"): a report, not a gate. */
export const BUDGETS = {
  jobsJsTimesFloor: 1.25,
  lighthousePerformance: 95,
  lighthouseOthers: 100,
  cls: 0,
  /** Every public page kind, answered from the page cache (docs/architecture.md, "Page cache"). */
  cachedPageP95Ms: 100,
  jobsThroughputOfCeiling: 1,
} as const;

export type SearchRow = {
  label: string;
  path: string;
  clients: number;
  p50: number;
  p95: number;
  opsPerSecond: number;
};

/** Loopback load against one server, and its memory: one per database the server ran on. */
export type LoadBlock = {
  database: string;
  connections: number;
  seconds: number;
  /** The mean of `runs`: the ceiling measured before and after the pages (one run in older results). */
  ceiling: { path: string; runs?: LoadFigures[] } & LoadFigures;
  /** A Zipf mix of one page kind over every site: its distinct URLs and the page cache's hit rate during the run. */
  pages: Array<{ route: string; path: string; distinctUrls?: number; hitRate?: number } & LoadFigures>;
  memory: { idleMb: number; afterLoadMb: number };
};

export type QualityFigures = {
  /** The route the budgets of the listing apply to (the path of the `/jobs` row). */
  jobsRoute: string;
  floor: { path: string } & FirstLoadJs;
  js: Array<{ route: string; path: string } & FirstLoadJs>;
  lighthouse: Array<{ route: string; path: string } & LighthouseFigures>;
  loads: LoadBlock[];
  search: { jobs: number; rows: SearchRow[] } | null;
};

export type ReportRow = {
  area: string;
  figure: string;
  route: string;
  value: string;
  target: string;
  status: '' | 'ok' | 'MISSED';
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mark = (ok: boolean): ReportRow['status'] => (ok ? 'ok' : 'MISSED');

/** Every figure as a row, marked against its target where BUDGETS sets one. */
export function qualityRows(f: QualityFigures): ReportRow[] {
  const rows: ReportRow[] = [];
  const floorKb = f.floor.gzipBytes / 1024;
  rows.push({
    area: 'first-load JS',
    figure: 'gzip KB (scripts)',
    route: `empty page (floor) ${f.floor.path}`,
    value: `${kb(f.floor.gzipBytes)} (${f.floor.scripts})`,
    target: '',
    status: '',
  });
  for (const page of f.js) {
    const times = page.gzipBytes / f.floor.gzipBytes;
    const budgeted = page.route === f.jobsRoute;
    rows.push({
      area: 'first-load JS',
      figure: 'gzip KB (scripts)',
      route: `${page.route} ${page.path}`,
      value: `${kb(page.gzipBytes)} (${page.scripts}) = ${times.toFixed(2)} × floor`,
      target: budgeted
        ? `≤ ${(BUDGETS.jobsJsTimesFloor * floorKb).toFixed(1)} (${BUDGETS.jobsJsTimesFloor} × floor)`
        : '',
      status: budgeted ? mark(times <= BUDGETS.jobsJsTimesFloor) : '',
    });
  }
  for (const page of f.lighthouse) {
    const route = `${page.route} ${page.path}`;
    const score = (figure: string, value: number, min: number) =>
      rows.push({
        area: 'Lighthouse mobile',
        figure,
        route,
        value: String(value),
        target: `≥ ${min}`,
        status: mark(value >= min),
      });
    score('performance', page.performance, BUDGETS.lighthousePerformance);
    score('accessibility', page.accessibility, BUDGETS.lighthouseOthers);
    score('best practices', page.bestPractices, BUDGETS.lighthouseOthers);
    score('SEO', page.seo, BUDGETS.lighthouseOthers);
    rows.push({
      area: 'Lighthouse mobile',
      figure: 'LCP ms',
      route,
      value: String(page.lcpMs),
      target: '',
      status: '',
    });
    rows.push({
      area: 'Lighthouse mobile',
      figure: 'CLS',
      route,
      value: String(page.cls),
      target: `= ${BUDGETS.cls}`,
      status: mark(page.cls <= BUDGETS.cls),
    });
    rows.push({
      area: 'Lighthouse mobile',
      figure: 'TBT ms',
      route,
      value: String(page.tbtMs),
      target: '',
      status: '',
    });
    // Lighthouse warns below 1000: a host slower than its CPU slowdown assumes, so TBT and the score suffer.
    const slowHost = page.benchmarkIndex < 1000 ? ' (below 1000: slower than Lighthouse assumes)' : '';
    rows.push({
      area: 'Lighthouse mobile',
      figure: 'host CPU benchmark index',
      route,
      value: `${page.benchmarkIndex}${slowHost}`,
      target: '',
      status: '',
    });
  }
  for (const load of f.loads) {
    const { ceiling } = load;
    const area = `load, ${load.connections} connections, ${load.database}`;
    const ceilingRow = { ...ceiling, route: 'ceiling (static JSON)' };
    const [before, after] = ceiling.runs ?? [];
    const ceilingRuns =
      before && after ? `; mean of ${before.perSecond} before and ${after.perSecond} after the pages` : '';
    for (const page of [...load.pages, ceilingRow]) {
      const route = `${page.route} ${page.path}`;
      const budgeted = page.route === f.jobsRoute;
      const cached = 'hitRate' in page && page.hitRate !== undefined;
      const share = page.perSecond / ceiling.perSecond;
      rows.push({
        area,
        figure: 'p50 / p95 ms',
        route,
        value: `${page.p50Ms} / ${page.p95Ms}`,
        target: cached ? `p95 < ${BUDGETS.cachedPageP95Ms}` : '',
        status: cached ? mark(page.p95Ms < BUDGETS.cachedPageP95Ms) : '',
      });
      if (cached)
        rows.push({ area, figure: 'page cache hit rate', route, value: String(page.hitRate), target: '', status: '' });
      rows.push({
        area,
        figure: 'requests/s (share of ceiling)',
        route,
        value: `${page.perSecond} (${share.toFixed(2)})${page.non2xx + page.errors > 0 ? `, ${page.non2xx} non-2xx, ${page.errors} errors` : ''}${page === ceilingRow ? ceilingRuns : ''}`,
        target: budgeted ? `≥ ${BUDGETS.jobsThroughputOfCeiling} × ceiling` : '',
        status: budgeted ? mark(share >= BUDGETS.jobsThroughputOfCeiling && page.non2xx + page.errors === 0) : '',
      });
    }
    rows.push({
      area,
      figure: 'Node RSS MB, idle / after load',
      route: 'next start process',
      value: `${load.memory.idleMb} / ${load.memory.afterLoadMb}`,
      target: '',
      status: '',
    });
  }
  if (f.search) {
    for (const row of f.search.rows) {
      rows.push({
        area: `job search, ${f.search.jobs.toLocaleString('en')} jobs`,
        figure: 'p50 / p95 ms, ops/s',
        route: `${row.label}, ${row.path}, ${row.clients} client${row.clients > 1 ? 's' : ''}`,
        value: `${row.p50} / ${row.p95}, ${row.opsPerSecond}`,
        target: '',
        status: '',
      });
    }
  }
  return rows;
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

/** A Markdown table, readable in a terminal and quotable as it is. */
export function markdownTable(rows: ReportRow[]): string {
  const header = ['area', 'figure', 'route', 'value', 'target', 'status'] as const;
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const row of rows) lines.push(`| ${header.map((key) => escapeCell(row[key])).join(' | ')} |`);
  return lines.join('\n');
}
