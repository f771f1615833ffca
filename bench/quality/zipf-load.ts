import { request } from 'node:http';
import { measureLoad, type LoadFigures, type SiteUrl } from './load-test';

/**
 * Picks URLs as visitors do: the k-th most popular with a weight of 1/k (Zipf, exponent 1), so a few pages are
 * asked for often and most rarely, as on a job board that search engines crawl.
 */
export function zipfPicker(urls: readonly SiteUrl[], random: () => number = Math.random): () => SiteUrl {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= urls.length; rank++) cumulative.push((total += 1 / rank));
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < target) low = mid + 1;
      else high = mid;
    }
    return urls[low];
  };
}

function visit(origin: string, url: SiteUrl): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${url.path}`, { headers: { host: url.host } }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Asks for every URL once, four at a time: the state of a site that crawlers and visitors have been through
 * before (the page cache holds what was asked for within its age and size), instead of a cold start.
 */
async function visitEach(origin: string, urls: readonly SiteUrl[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < urls.length) await visit(origin, urls[next++]);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/** `measureLoad` over a Zipf mix of `urls`, most popular first, after one visit of each. */
export async function zipfLoadTest(
  origin: string,
  urls: readonly SiteUrl[],
  options: { connections: number; seconds: number },
): Promise<LoadFigures & { distinctUrls: number }> {
  await visitEach(origin, urls);
  return {
    ...(await measureLoad(origin, zipfPicker(urls), { ...options, warmupSeconds: 0 })),
    distinctUrls: urls.length,
  };
}
