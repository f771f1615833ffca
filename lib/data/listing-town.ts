import 'server-only';
import { cache } from 'react';
import { getDb } from '@/server/db/client';
import { findTownPage } from '@/server/jobs/town-pages';
import type { TermLookup } from '@/lib/search/term-lookup';
import { type ResolvedTown, townInPath } from '@/lib/search/town-path';
import { answerOnce, type RequestAnswers } from './request-answers';

/** findTownPage once per render (the page's metadata and the page ask alike). */
const townPage = cache((regionId: string, slug: string, fieldTid: number | null) =>
  getDb().then((db) => findTownPage(db, { regionId, slug, fieldTid, now: new Date() })),
);

/**
 * The town a /jobs path ends in (server/jobs/town-pages.ts): `{ town: null }` for a path without one,
 * the town for a town page with open jobs, null for a town page without any (a 404). With `answers`, the
 * lookup runs once per request: the proxy's check and the page share it (lib/data/request-answers.ts).
 */
export async function resolveListingTown(
  regionId: string,
  segments: readonly string[],
  terms: TermLookup,
  answers?: RequestAnswers,
): Promise<{ town: ResolvedTown | null; count: number | null } | null> {
  const wanted = townInPath(segments, terms);
  if (!wanted) return { town: null, count: null };
  const lookup = () => townPage(regionId, wanted.slug, wanted.fieldTid);
  const key = `${regionId}\n${wanted.slug}\n${wanted.fieldTid}`;
  const page = await (answers ? answerOnce(answers.towns, key, lookup) : lookup());
  return page ? { town: { slug: page.slug, label: page.town }, count: page.count } : null;
}
