import 'server-only';
import { getDb } from '@/server/db/client';
import { jobPageStatus } from '@/server/jobs/job-status';
import { organizationPageExists } from '@/server/organizations/organization-status';
import { showsDemoMailbox } from '@/server/mail/mailer';
import { blogListPageExists, publishedPostBySlug } from '@/server/blog/blog-posts';
import { getRegion } from '@/regions/registry';
import { matchAppPage } from '@/lib/routing/app-pages';
import { isSwitchedOff } from '@/lib/routing/feature-paths';
import { blogListPage } from '@/lib/blog/blog-pages';
import { jobSearchHref, parseJobSearchUrl } from '@/lib/search/job-search-state';
import { moveQualifiersToFilters } from '@/lib/search/qualifier-words';
import type { PageQuery } from '@/lib/routing/search-params';
import { loadTermLookup } from './taxonomy';
import { isPastLastListingPage } from './listing-pages';
import { resolveListingTown } from './listing-town';
import { newRequestAnswers, type RequestAnswers } from './request-answers';

/** A status, or the listing's own URL for what the request asked (a 303 of the proxy, never cached as a page). */
export type AppPageStatus = 200 | 404 | 410 | { redirect: string };

const JOB_STATUS = { open: 200, gone: 410, hidden: 404 } as const;

/** A path segment as the page's params carry it; a malformed escape names nothing. */
function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A URL's query as a page receives it: a parameter given twice as an array. */
function pageQuery(search: URLSearchParams): PageQuery {
  const query: PageQuery = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    query[name] = values.length === 1 ? values[0] : values;
  }
  return query;
}

/**
 * The HTTP status of an app path (and its query) on a site, decided by the proxy before the page renders: pages can only
 * answer 404 by notFound(), whose HTML in Next 16 is an empty error document (the German notice appears only
 * with JavaScript), so the proxy sends missing things to the server-rendered 404 page instead. Each check
 * is the same rule the page applies to its data, in one indexed lookup or from memory. What the checks look up
 * goes into `answers`, which the proxy hands to the page (lib/data/request-answers.ts): no lookup runs twice.
 * A listing whose search holds qualifier words answers the URL with them as filters instead.
 */
export async function appPageStatus(
  regionId: string,
  path: string,
  search: URLSearchParams = new URLSearchParams(),
  answers: RequestAnswers = newRequestAnswers(),
): Promise<AppPageStatus> {
  const page = matchAppPage(path);
  // A page of a feature the site has off names nothing (docs/product.md §1.4; the resume's pages redirect before).
  const region = getRegion(regionId);
  if (region && isSwitchedOff(region, path)) return 404;
  const blog = { regionId, language: region?.DEFAULT_LOCALE ?? 'de' };
  switch (page?.kind) {
    case undefined:
      return 404;
    case 'page':
      return 200;
    case 'dev-mailbox':
      return showsDemoMailbox() ? 200 : 404;
    case 'bookmarks':
      return region?.FEATURES.BOOKMARKS_FEATURE_ACTIVE ? 200 : 404;
    case 'jobs': {
      if (page.segments.some((s) => decode(s) === null)) return 404;
      const terms = await loadTermLookup();
      // A town in the path names a landing page, which exists only while it has open jobs.
      const resolved = await resolveListingTown(regionId, page.segments, terms, answers);
      if (!resolved) return 404;
      const query = pageQuery(search);
      const state = parseJobSearchUrl(page.segments, query, terms, resolved.town);
      if (!state) return 404;
      // Qualifier words ("Pflege Teilzeit") are the filters they mean, shown as such: the listing's URL with
      // them (docs/architecture.md, "Qualifier words at the listing").
      const moved = moveQualifiersToFilters(state, terms);
      if (moved) return { redirect: jobSearchHref(moved, terms) };
      // Only a later page can lie past the last one; the first page is never counted here.
      const { segments } = page;
      if (state.page > 0 && (await isPastLastListingPage(regionId, segments, query, terms, resolved.town, answers)))
        return 404;
      return 200;
    }
    case 'job': {
      const id = decode(page.id);
      return id === null ? 404 : JOB_STATUS[await jobPageStatus(await getDb(), regionId, id)];
    }
    case 'organization': {
      const slug = decode(page.slug);
      return slug !== null && (await organizationPageExists(await getDb(), regionId, slug)) ? 200 : 404;
    }
    case 'blog':
      return (await blogListPageExists(await getDb(), blog, blogListPage(search.get('page')))) ? 200 : 404;
    case 'blog-post': {
      const slug = decode(page.slug);
      return slug !== null && (await publishedPostBySlug(await getDb(), blog, slug)) ? 200 : 404;
    }
  }
}
