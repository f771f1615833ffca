import 'server-only';
import { headers } from 'next/headers';
import { PAGE_RENDER_HEADER } from '@/server/page-cache/page-cache-headers';
import { tagRender } from '@/server/page-cache/process-page-cache';
import type { HitAction } from '@/server/page-cache/page-cache-store';
import {
  blogPostTag,
  jobTag,
  organizationTag,
  siteBlogTag,
  siteJobsTag,
  siteOrganizationsTag,
} from '@/server/page-cache/page-tags';

/**
 * What an anonymous page shows, recorded where it reads it (docs/architecture.md, "Page cache"): a change purges
 * the cached pages tagged with what it changed. Outside a render the page cache may store, these do nothing.
 */
async function tag(tags: string[], onHit?: HitAction): Promise<void> {
  let token: string | null;
  try {
    token = (await headers()).get(PAGE_RENDER_HEADER);
  } catch {
    // Outside a request (a script, a test calling the gate): no render to tag.
    return;
  }
  tagRender(token, tags, onHit);
}

/** A page that lists or counts the site's open jobs (listing, landing page, front page, employer list). */
export function showsSiteJobs(regionId: string): Promise<void> {
  return tag([siteJobsTag(regionId)]);
}

/** A page that lists the site's employers. */
export function showsSiteOrganizations(regionId: string): Promise<void> {
  return tag([siteOrganizationsTag(regionId)]);
}

/** A job with its employer's box. */
export function showsJob(job: { id: string; organization: { id: string } }): Promise<void> {
  return tag([jobTag(job.id), organizationTag(job.organization.id)]);
}

/** An employer's page (with its open jobs). */
export function showsOrganization(organizationId: string): Promise<void> {
  return tag([organizationTag(organizationId)]);
}

/** A page that lists the site's published blog posts (the blog's list, the front page's latest posts). */
export function showsSiteBlog(regionId: string): Promise<void> {
  return tag([siteBlogTag(regionId)]);
}

/** A blog post's page. */
export function showsBlogPost(postId: string): Promise<void> {
  return tag([blogPostTag(postId)]);
}

/** Runs `action` with the request's headers whenever the page is served from the cache (a job's view count). */
export function onCachedHit(requestHeaders: { get(name: string): string | null }, action: HitAction): void {
  tagRender(requestHeaders.get(PAGE_RENDER_HEADER), [], action);
}
