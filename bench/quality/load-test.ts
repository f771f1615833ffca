import autocannon from 'autocannon';

export type LoadFigures = {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  non2xx: number;
  errors: number;
};

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One URL of a site: the Host header names the site. */
export type SiteUrl = { host: string; path: string };

function run(origin: string, pick: () => SiteUrl, connections: number, seconds: number, record: (ms: number) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => {
              const url = pick();
              return { ...request, path: url.path, headers: { ...request.headers, host: url.host } };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => record(responseTime));
  });
}

/**
 * Loopback load with `connections` concurrent keep-alive connections for a bounded time, each request for the URL
 * `pick` names, after a short warm-up; p50/p95 from every response time (autocannon's own table has no p95).
 */
export async function measureLoad(
  origin: string,
  pick: () => SiteUrl,
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<LoadFigures> {
  if (options.warmupSeconds > 0) await run(origin, pick, options.connections, options.warmupSeconds, () => {});
  const times: number[] = [];
  const result = await run(origin, pick, options.connections, options.seconds, (ms) => times.push(ms));
  times.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    perSecond: Math.round((result.requests.total / result.duration) * 10) / 10,
    p50Ms: Math.round(percentile(times, 50) * 10) / 10,
    p95Ms: Math.round(percentile(times, 95) * 10) / 10,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** `measureLoad` of one URL, asked for again and again. */
export function loadTest(
  origin: string,
  path: string,
  host: string,
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<LoadFigures> {
  return measureLoad(origin, () => ({ host, path }), options);
}

/**
 * The ceiling measured before and after the pages as one figure: the mean rate and percentiles of the
 * runs, so a page's share is taken against the machine's speed around it, not at one end of the pass.
 */
export function meanOfRuns(runs: LoadFigures[]): LoadFigures {
  const mean = (pick: (r: LoadFigures) => number) =>
    Math.round((runs.reduce((sum, r) => sum + pick(r), 0) / runs.length) * 10) / 10;
  const sum = (pick: (r: LoadFigures) => number) => runs.reduce((total, r) => total + pick(r), 0);
  return {
    requests: sum((r) => r.requests),
    perSecond: mean((r) => r.perSecond),
    p50Ms: mean((r) => r.p50Ms),
    p95Ms: mean((r) => r.p95Ms),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
  };
}
