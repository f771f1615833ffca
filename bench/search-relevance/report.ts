import { CLASS_LABELS, QUERY_CLASSES, type QueryClass } from './grading';

/** One judged query's outcome on the engine. */
export type QueryResult = {
  keys: string;
  class: QueryClass;
  /** The words searched after the qualifiers moved, and the filters they became. */
  searched: string;
  filters: string[];
  fallback: string | null;
  total: number;
  ndcg: number;
  /** The first page as corpus keys with their occupation and gain. */
  hits: Array<{ key: string; occupation: string; gain: number }>;
};

export type ClassSummary = { class: QueryClass | 'all'; label: string; queries: number; ndcg: number; zeros: number };

function summarize(cls: QueryClass | 'all', label: string, results: readonly QueryResult[]): ClassSummary {
  const ndcg = results.reduce((sum, r) => sum + r.ndcg, 0) / Math.max(1, results.length);
  return { class: cls, label, queries: results.length, ndcg, zeros: results.filter((r) => r.total === 0).length };
}

/** Per class in the classes' order, then all queries. */
export function summaries(results: readonly QueryResult[]): ClassSummary[] {
  return [
    ...QUERY_CLASSES.map((c) =>
      summarize(
        c,
        CLASS_LABELS[c],
        results.filter((r) => r.class === c),
      ),
    ),
    summarize('all', 'all queries', results),
  ];
}

/** The table the runner prints: queries, mean nDCG@10 and zero-result queries per class. */
export function formatTable(rows: readonly ClassSummary[]): string {
  const width = Math.max(...rows.map((r) => r.label.length));
  const line = (label: string, queries: string, ndcg: string, zeros: string) =>
    `${label.padEnd(width)}  ${queries.padStart(7)}  ${ndcg.padStart(7)}  ${zeros.padStart(5)}`;
  return [
    line('class', 'queries', 'nDCG@10', 'zero'),
    ...rows.map((r) => line(r.label, String(r.queries), r.ndcg.toFixed(3), String(r.zeros))),
  ].join('\n');
}

/** The weakest queries with what they found first, so a failure reads at a glance. */
export function formatWorst(results: readonly QueryResult[], count: number): string {
  return [...results]
    .sort((a, b) => a.ndcg - b.ndcg)
    .slice(0, count)
    .map((r) => {
      const first = r.hits.slice(0, 3).map((h) => `${h.occupation}(${h.gain})`);
      const how =
        r.total === 0 ? 'no hits' : `${r.total} hits${r.fallback ? `, ${r.fallback}` : ''}: ${first.join(' ')}`;
      return `  ${r.ndcg.toFixed(2)}  ${r.keys} — ${how}`;
    })
    .join('\n');
}
