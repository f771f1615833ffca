import 'server-only';
import { cache } from 'react';
import { getDb } from '@/server/db/client';
import { findTownPage } from '@/server/jobs/town-pages';
import type { TermLookup } from '@/lib/search/term-lookup';
import { type ResolvedTown, townInPath } from '@/lib/search/town-path';

/** findTownPage once per request (the proxy, the page's metadata and the page ask alike). */
const townPage = cache((regionId: string, slug: string, fieldTid: number | null) =>
  getDb().then((db) => findTownPage(db, { regionId, slug, fieldTid, now: new Date() })),
);

/**
 * The town a /jobs path ends in (server/jobs/town-pages.ts): `{ town: null }` for a path without one,
 * the town for a town page with open jobs, null for a town page without any (a 404).
 */
export async function resolveListingTown(
  regionId: string,
  segments: readonly string[],
  terms: TermLookup,
): Promise<{ town: ResolvedTown | null; count: number | null } | null> {
  const wanted = townInPath(segments, terms);
  if (!wanted) return { town: null, count: null };
  const page = await townPage(regionId, wanted.slug, wanted.fieldTid);
  return page ? { town: { slug: page.slug, label: page.town }, count: page.count } : null;
}
