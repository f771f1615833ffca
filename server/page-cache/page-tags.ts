/**
 * The names under which cached anonymous pages are stored and purged (docs/architecture.md, "Page cache"): a page
 * is tagged with what it shows, a change purges the tags of what it changed. Plain strings, so the page side
 * (lib/data) and the write side (server/) name them alike.
 */

/** Every page that lists or counts the open jobs of a site: listings, landing pages, the front page. */
export function siteJobsTag(regionId: string): string {
  return `jobs:${regionId}`;
}

/** Every page that lists the employers of a site: the employer list and the front page. */
export function siteOrganizationsTag(regionId: string): string {
  return `organizations:${regionId}`;
}

/** A job's own page. */
export function jobTag(jobId: string): string {
  return `job:${jobId}`;
}

/** An employer's page and the job pages that show the employer's box. */
export function organizationTag(organizationId: string): string {
  return `organization:${organizationId}`;
}

/** Every page that lists the published blog posts of a site: the blog's list pages and the front page. */
export function siteBlogTag(regionId: string): string {
  return `blog:${regionId}`;
}

/** A blog post's own page. */
export function blogPostTag(postId: string): string {
  return `blog-post:${postId}`;
}
