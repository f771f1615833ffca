import { request } from 'node:http';

/** One answer of an instance or the balancer, as the bench needs it. */
export type SiteAnswer = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

/**
 * An HTTP request to one port on loopback for the site named by `host`: Node's fetch ignores a Host header, and
 * the site comes from it (proxy.ts). Redirects are not followed.
 */
export function siteHttp(
  port: number,
  host: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer; localAddress?: string } = {},
): Promise<SiteAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: { ...init.headers, host },
        // Another loopback address than 127.0.0.1 counts as another client (the per-client rate limits).
        localAddress: init.localAddress,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** The `name=value` pairs of a response's Set-Cookie headers. */
export function cookiesOf(answer: SiteAnswer): Map<string, string> {
  const raw = answer.headers['set-cookie'] ?? [];
  const jar = new Map<string, string>();
  for (const line of Array.isArray(raw) ? raw : [raw]) {
    const pair = line.split(';')[0];
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return jar;
}
