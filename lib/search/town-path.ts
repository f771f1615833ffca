import { placeSlug } from '@/lib/contract';
import type { TermLookup } from './term-lookup';

/**
 * Town landing pages in the listing's path (docs/product.md §2 clean URLs): /jobs/<town> and /jobs/<occupational
 * field>/<town>, e.g. /jobs/pflege-gesundheit/nuernberg. The town segment is the placeSlug of the jobs' place label;
 * which label it names depends on the site's open jobs, so the path is resolved before it is parsed.
 */

/** A town segment with the place label it stands for. */
export type ResolvedTown = { slug: string; label: string };

/** The only facet that may stand before a town in the path. */
export const TOWN_PATH_FACET = 'occupational_field' as const;

/**
 * What a listing path asks of its town, before any lookup: the last segment when it is no facet alias and
 * follows at most one occupational field (its term id), else null (no town in the path).
 */
export function townInPath(
  segments: readonly string[],
  terms: TermLookup,
): { slug: string; fieldTid: number | null } | null {
  if (segments.length === 0 || segments.length > 2) return null;
  const slug = segments[segments.length - 1];
  if (terms.byAlias(slug.toLowerCase()) || placeSlug(slug) !== slug) return null;
  if (segments.length === 1) return { slug, fieldTid: null };
  const field = terms.byAlias(segments[0].toLowerCase());
  return field?.field === TOWN_PATH_FACET ? { slug, fieldTid: Number(field.value) } : null;
}

/** The town segment of a listing state: one place chosen whose name gives a slug; otherwise null. */
export function townSegment(locations: readonly string[] | undefined): string | null {
  return locations?.length === 1 ? placeSlug(locations[0]) || null : null;
}
