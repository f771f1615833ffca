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

/** `measureLoad` over a Zipf mix of `urls`, most popular first. */
export async function zipfLoadTest(
  origin: string,
  urls: readonly SiteUrl[],
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<LoadFigures & { distinctUrls: number }> {
  return { ...(await measureLoad(origin, zipfPicker(urls), options)), distinctUrls: urls.length };
}
