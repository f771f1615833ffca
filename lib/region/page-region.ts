import { notFound } from 'next/navigation';
import type { Region } from '@/regions/build-region';
import { getRegion } from '@/regions/registry';

export type RegionParams = Promise<{ region: string }>;

/**
 * The region of a page, from the `[region]` route segment the proxy rewrote the path to: the proxy resolves the
 * site from the Host header once (docs/architecture.md, "One request"), and pages take that one decision from
 * their params instead of reading headers again. Pages render per request anyway (the CSP nonce), so this is not
 * about static rendering. A segment that names no site is a 404.
 */
export async function getPageRegion(params: RegionParams): Promise<Region> {
  const region = getRegion((await params).region);
  if (!region) notFound();
  return region;
}
