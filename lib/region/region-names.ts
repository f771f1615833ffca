import type { Region } from '@/regions/build-region';

/** The message variables for a site's name: bare, after "in" and after "aus", each with its article from the config. */
export function regionNames(region: Pick<Region, 'REGION_NAME' | 'REGION_NAME_IN' | 'REGION_NAME_FROM'>) {
  return { region: region.REGION_NAME, inRegion: region.REGION_NAME_IN, fromRegion: region.REGION_NAME_FROM };
}
