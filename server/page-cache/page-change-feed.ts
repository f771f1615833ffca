import { listenToDb } from '../db/client';
import { blogPostTag, jobTag, organizationTag, siteBlogTag, siteJobsTag, siteOrganizationsTag } from './page-tags';
import { processPageCache } from './process-page-cache';

/** The channel the database announces visible changes on (migration 0018_page_changes.sql). */
export const PAGE_CHANGES_CHANNEL = 'page_changes';

const ids = (list: string | undefined) => (list ? list.split(',').filter(Boolean) : []);

/**
 * The tags a database notice purges, or 'all' (docs/architecture.md, "Page cache"):
 * - "jobs <site> <organization ids> <job ids>": the site's listings, those employers' pages, those job pages;
 * - "organizations <site> <ids>": the site's employer lists and listings (they show names and logos), those
 *   employers' pages and the job pages with their box;
 * - "blog <site> <post ids>": the site's blog list and front page, those posts' pages (migration 0032);
 * - "all", or anything unknown: every page.
 */
export function tagsOfNotice(notice: string): string[] | 'all' {
  const [kind, site, first, second, ...rest] = notice.split(' ');
  if (rest.length === 0 && site) {
    if (kind === 'jobs' && first) {
      return [siteJobsTag(site), ...ids(first).map(organizationTag), ...ids(second).map(jobTag)];
    }
    if (kind === 'organizations' && first && second === undefined) {
      return [siteOrganizationsTag(site), siteJobsTag(site), ...ids(first).map(organizationTag)];
    }
    if (kind === 'blog' && first && second === undefined) return [siteBlogTag(site), ...ids(first).map(blogPostTag)];
  }
  return 'all';
}

let unfollow: (() => Promise<void>) | null = null;

/** Purges the process's page cache on every change the database announces, from whichever instance. */
export async function followPageChanges(): Promise<void> {
  const cache = processPageCache();
  if (!cache) return;
  unfollow = await listenToDb(
    PAGE_CHANGES_CHANNEL,
    (notice) => {
      const tags = tagsOfNotice(notice);
      if (tags === 'all') cache.store.clear();
      else cache.store.purge(tags);
    },
    () => cache.store.clear(),
  );
}

/** Gives the listening connection back, so the database pool can close (a graceful shutdown). */
export async function stopFollowingPageChanges(): Promise<void> {
  const stop = unfollow;
  unfollow = null;
  await stop?.();
}
