import { describe, expect, it } from 'vitest';
import { meanOfRuns } from './load-test';
import { markdownTable, qualityRows, type QualityFigures } from './report';

const js = (gzipKb: number) => ({ status: 200, scripts: 5, rawBytes: gzipKb * 3 * 1024, gzipBytes: gzipKb * 1024 });
const load = (perSecond: number, p95Ms: number) => ({
  requests: perSecond * 10,
  perSecond,
  p50Ms: p95Ms / 2,
  p95Ms,
  non2xx: 0,
  errors: 0,
});
const lighthouse = (performance: number, others: number, cls: number) => ({
  performance,
  accessibility: others,
  bestPractices: others,
  seo: others,
  lcpMs: 1200,
  cls,
  tbtMs: 0,
  benchmarkIndex: 1500,
  findings: [],
});

function figures(o: {
  jobsKb?: number;
  perf?: number;
  others?: number;
  cls?: number;
  p95?: number;
  rps?: number;
}): QualityFigures {
  return {
    jobsRoute: 'listing',
    floor: { path: '/bench/empty', ...js(100) },
    js: [
      { route: 'listing', path: '/jobs', ...js(o.jobsKb ?? 110) },
      { route: 'job page', path: '/job/1', ...js(500) },
    ],
    lighthouse: [{ route: 'listing', path: '/jobs', ...lighthouse(o.perf ?? 99, o.others ?? 100, o.cls ?? 0) }],
    loads: [
      {
        database: 'PGlite',
        connections: 20,
        seconds: 10,
        ceiling: { path: '/bench/jobs-ceiling', ...load(400, 40) },
        pages: [
          { route: 'listing', path: '/jobs', ...load(o.rps ?? 500, o.p95 ?? 60), distinctUrls: 560, hitRate: 0.97 },
        ],
        memory: { idleMb: 200, afterLoadMb: 260 },
      },
    ],
    search: null,
  };
}

const statusOf = (f: QualityFigures, area: string, figure: string, route = 'listing /jobs') =>
  qualityRows(f).find((r) => r.area.startsWith(area) && r.figure === figure && r.route === route)?.status;

describe('quality report: the targets as marks, not a gate', () => {
  it.each([
    ['/jobs JS at 1.25 × the floor is within budget', { jobsKb: 125 }, 'first-load JS', 'gzip KB (scripts)', 'ok'],
    ['/jobs JS over 1.25 × the floor is missed', { jobsKb: 126 }, 'first-load JS', 'gzip KB (scripts)', 'MISSED'],
    ['performance 95 meets “at least 95”', { perf: 95 }, 'Lighthouse', 'performance', 'ok'],
    ['performance 94 misses it', { perf: 94 }, 'Lighthouse', 'performance', 'MISSED'],
    ['accessibility must be 100', { others: 99 }, 'Lighthouse', 'accessibility', 'MISSED'],
    ['CLS 0 is the target', { cls: 0 }, 'Lighthouse', 'CLS', 'ok'],
    ['any layout shift misses it', { cls: 0.001 }, 'Lighthouse', 'CLS', 'MISSED'],
    ['p95 under 100 ms at 20 connections', { p95: 99.9 }, 'load', 'p50 / p95 ms', 'ok'],
    ['p95 of exactly 100 ms is not under 100', { p95: 100 }, 'load', 'p50 / p95 ms', 'MISSED'],
    ['the ceiling’s throughput is enough', { rps: 400 }, 'load', 'requests/s (share of ceiling)', 'ok'],
    ['less than the ceiling is missed', { rps: 399 }, 'load', 'requests/s (share of ceiling)', 'MISSED'],
  ] as const)('%s', (_name, overrides, area, figure, expected) => {
    expect(statusOf(figures(overrides), area, figure)).toBe(expected);
  });

  it('marks only the listing against the budgets; other pages are reported with their ratio to the floor', () => {
    const row = qualityRows(figures({})).find((r) => r.route === 'job page /job/1')!;
    expect(row).toMatchObject({ value: '500.0 (5) = 5.00 × floor', target: '', status: '' });
  });

  it('reports how fast Lighthouse found the host, and says so when it is slower than Lighthouse assumes', () => {
    const f = figures({});
    const row = () => qualityRows(f).find((r) => r.figure === 'host CPU benchmark index')!;
    expect(row()).toMatchObject({ value: '1500', status: '' });
    f.lighthouse[0].benchmarkIndex = 850;
    expect(row().value).toBe('850 (below 1000: slower than Lighthouse assumes)');
  });

  it('counts failed responses against the throughput target', () => {
    const f = figures({ rps: 400 });
    f.loads[0].pages[0].non2xx = 3;
    const row = qualityRows(f).find((r) => r.figure.startsWith('requests/s') && r.route === 'listing /jobs')!;
    expect(row.status).toBe('MISSED');
    expect(row.value).toContain('3 non-2xx');
  });

  it('takes shares against the mean of the ceiling runs before and after the pages, and shows both', () => {
    const f = figures({ rps: 400 });
    const runs = [load(500, 40), load(300, 60)];
    f.loads[0].ceiling = { path: '/bench/jobs-ceiling', ...meanOfRuns(runs), runs };
    const rows = qualityRows(f).filter((r) => r.figure.startsWith('requests/s'));
    expect(rows.find((r) => r.route === 'listing /jobs')).toMatchObject({ value: '400 (1.00)', status: 'ok' });
    expect(rows.find((r) => r.route.startsWith('ceiling'))!.value).toBe(
      '400 (1.00); mean of 500 before and 300 after the pages',
    );
    expect(meanOfRuns(runs)).toEqual({ requests: 8000, perSecond: 400, p50Ms: 25, p95Ms: 50, non2xx: 0, errors: 0 });
  });

  it('prints the page cache hit rate of a cached mix, and no p95 target for the uncached ceiling', () => {
    const rows = qualityRows(figures({}));
    expect(rows.find((r) => r.figure === 'page cache hit rate')).toMatchObject({
      route: 'listing /jobs',
      value: '0.97',
    });
    expect(rows.find((r) => r.figure === 'p50 / p95 ms' && r.route.startsWith('ceiling'))?.target).toBe('');
  });

  it('prints one Markdown table with a line per figure', () => {
    const rows = qualityRows(figures({}));
    const table = markdownTable(rows).split('\n');
    expect(table[0]).toBe('| area | figure | route | value | target | status |');
    expect(table).toHaveLength(rows.length + 2);
  });
});
