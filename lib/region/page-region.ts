import { notFound } from 'next/navigation';
import type { Region } from '@/regions/build-region';
import { getRegion } from '@/regions/registry';

export type RegionParams = Promise<{ region: string }>;

/** The region of a page, from the route segment the proxy rewrote to (never from headers, so pages stay static). */
export async function getPageRegion(params: RegionParams): Promise<Region> {
  const region = getRegion((await params).region);
  if (!region) notFound();
  return region;
}
