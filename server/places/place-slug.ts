import { foldPlaceName } from './fold-place-name';

/**
 * A place name as a stable German URL segment: folded as people type it (umlauts written out, "St." as
 * "sankt"), words joined by hyphens, anything but letters and digits dropped. "Nürnberg" → "nuernberg",
 * "St. Wendel" → "sankt-wendel". Empty when nothing usable is left (such a place gets no path of its own).
 */
export function placeSlug(label: string): string {
  return foldPlaceName(label)
    .replace(/[^a-z0-9 ]+/g, '')
    .trim()
    .replace(/\s+/g, '-');
}
