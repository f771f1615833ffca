import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { jobs, landingPages, organizations, routeSlugs } from '../db/schema';
import { hasEnded } from '../jobs/job-end';
import { plainTextExcerpt } from '../richtext/plain-text-excerpt';

export type Metatag = { meta: string; value: string };
type BodyFormat = 'filtered_html' | 'full_html' | 'plain';
export type RoutInfo =
  | {
      kind: 'content';
      entity: {
        type: 'LandingPage' | 'Job' | 'OrganizationProfile';
        id: string;
        title: string;
        body: string;
        bodyFormat: BodyFormat;
      };
      metatags: Metatag[];
    }
  | { kind: 'redirect'; code: 301 | 302 | 303 | 307 | 308; target: string }
  | { kind: 'error'; code: 404 | 410; reason: string };

const NOT_FOUND: RoutInfo = { kind: 'error', code: 404, reason: 'not_found' };
const GONE = (reason: string | null): RoutInfo => ({ kind: 'error', code: 410, reason: reason || 'gone' });

const inputSchema = z.object({
  regionId: z.string().min(1).max(100),
  slug: z.string().startsWith('/').max(2048),
  language: z.string().min(1).max(16),
});

/** Metatags every content route gets, in this order; the front end adds canonical itself. */
const BASE_METATAGS = ['title', 'description', 'og:title', 'og:description'] as const;
const DESCRIPTION_LENGTH = 160;

function buildMetatags(title: string, body: string, overrides: Record<string, string>): Metatag[] {
  const values: Record<string, string> = {};
  values.title = overrides.title || title;
  values.description = overrides.description || plainTextExcerpt(body, DESCRIPTION_LENGTH);
  values['og:title'] = overrides['og:title'] || values.title;
  values['og:description'] = overrides['og:description'] || values.description;
  const extra = Object.entries(overrides).filter(
    ([meta, value]) => !(BASE_METATAGS as readonly string[]).includes(meta) && meta !== 'canonical' && value,
  );
  return [
    ...BASE_METATAGS.map((meta) => ({ meta, value: values[meta] })),
    ...extra.map(([meta, value]) => ({ meta, value })),
  ];
}

/**
 * docs/product.md §2/§7 route lookup: what the site path `slug` (leading slash, exact and case-sensitive) shows in one
 * region and language. Unknown or invalid input → 404; redirects and gone routes come from route_slugs.
 */
export async function getRoutInfo(
  db: Db,
  input: { regionId: string; slug: string; language: string },
): Promise<RoutInfo> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return NOT_FOUND;
  const { regionId, slug, language } = parsed.data;

  const [row] = await db
    .select({
      kind: routeSlugs.kind,
      redirectCode: routeSlugs.redirectCode,
      redirectTarget: routeSlugs.redirectTarget,
      goneReason: routeSlugs.goneReason,
      metatags: routeSlugs.metatags,
      page: {
        id: landingPages.id,
        title: landingPages.title,
        body: landingPages.body,
        format: landingPages.bodyFormat,
        state: landingPages.state,
      },
      job: {
        id: jobs.id,
        title: jobs.title,
        body: jobs.description,
        format: jobs.descriptionFormat,
        state: jobs.state,
        expiresAt: jobs.expiresAt,
      },
      org: {
        id: organizations.id,
        title: organizations.name,
        about: organizations.about,
        format: organizations.presentationFormat,
        published: organizations.published,
      },
    })
    .from(routeSlugs)
    // An entity of another region never shows through a route (it would join to null → 404).
    .leftJoin(
      landingPages,
      and(eq(landingPages.id, routeSlugs.landingPageId), eq(landingPages.regionId, routeSlugs.regionId)),
    )
    .leftJoin(jobs, and(eq(jobs.id, routeSlugs.jobId), eq(jobs.regionId, routeSlugs.regionId)))
    .leftJoin(
      organizations,
      and(eq(organizations.id, routeSlugs.organizationId), eq(organizations.regionId, routeSlugs.regionId)),
    )
    .where(and(eq(routeSlugs.regionId, regionId), eq(routeSlugs.language, language), eq(routeSlugs.slug, slug)))
    .limit(1);

  if (!row) return NOT_FOUND;
  if (row.kind === 'gone') return GONE(row.goneReason);
  if (row.kind === 'redirect') {
    const code = row.redirectCode as 301 | 302 | 303 | 307 | 308; // the table's check constraint allows only these
    return row.redirectTarget ? { kind: 'redirect', code, target: row.redirectTarget } : NOT_FOUND;
  }

  const content = (
    type: 'LandingPage' | 'Job' | 'OrganizationProfile',
    e: { id: string; title: string; body: string; format: BodyFormat },
  ): RoutInfo => ({
    kind: 'content',
    entity: { type, id: e.id, title: e.title, body: e.body, bodyFormat: e.format },
    metatags: buildMetatags(e.title, e.body, row.metatags),
  });

  if (row.page) return row.page.state === 'published' ? content('LandingPage', row.page) : NOT_FOUND;
  if (row.job) {
    // docs/product.md §4: only published jobs are shown; archived or expired ones are gone for good, others not (yet)
    // there.
    if (hasEnded(row.job, new Date())) return GONE('job_expired');
    return row.job.state === 'published' ? content('Job', row.job) : NOT_FOUND;
  }
  if (row.org) {
    const profile = { ...row.org, body: row.org.about.presentation ?? '' };
    return row.org.published ? content('OrganizationProfile', profile) : NOT_FOUND;
  }
  return NOT_FOUND;
}
