import type { Db } from '../db/client';
import { listTownPages } from '../jobs/town-pages';
import { termsByTid } from '../taxonomy/term-cache';
import type { SitemapEntry } from './list-landing-routes';

/**
 * The town landing pages of a site with open jobs (server/jobs/town-pages.ts) for the page sitemap:
 * /jobs/<town> and /jobs/<field>/<town>, the field by its German path alias as the listing reads it.
 */
export async function listTownRoutes(db: Db, regionId: string, now = new Date()): Promise<SitemapEntry[]> {
  const pages = await listTownPages(db, regionId, now);
  const terms = await termsByTid(
    db,
    pages.flatMap((p) => (p.fieldTid === null ? [] : [p.fieldTid])),
  );
  return pages
    .flatMap(({ slug, fieldTid, lastModified }) => {
      if (fieldTid === null) return [{ path: `/jobs/${slug}`, lastModified }];
      const alias = terms.get(fieldTid)?.aliases.de;
      return alias ? [{ path: `/jobs/${alias}/${slug}`, lastModified }] : [];
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
