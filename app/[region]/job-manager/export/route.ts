import { getTranslations } from 'next-intl/server';
import { getRegion } from '@/regions/registry';
import { signInHref } from '@/lib/auth/dispatch';
import { loadJobManager } from '@/lib/data/job-manager';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { jobsCsv } from '@/lib/job-manager/jobs-csv';
import { managerHref, managerVariables, parseManagerQuery } from '@/lib/job-manager/manager-query';
import { wizardAccess } from '@/lib/posting/access';
import type { ManagedJobFieldsFragment } from '@/lib/graphql/generated/operations';

/** Rows per request to the API, and the most the export takes (more than any organization posts). */
const PAGE = 200;
const MAX_PAGES = 50;

/**
 * GET /job-manager/export: the job manager's list with the same filters and the same figures as CSV for
 * German Excel (see jobsCsv). Only for the organization's recruiters and admin-like users, like the page.
 */
export async function GET(request: Request, { params }: { params: Promise<{ region: string }> }) {
  const region = getRegion((await params).region);
  if (!region) return new Response(null, { status: 404 });
  const query = parseManagerQuery(Object.fromEntries(new URL(request.url).searchParams));
  const viewer = await loadPageViewer(region.id);
  const access = wizardAccess(viewer);
  if (access === 'sign-in' || !viewer)
    return new Response(null, { status: 303, headers: { Location: signInHref(managerHref(query)) } });
  // Route handlers name the locale: docs/product.md §1 German only.
  const t = await getTranslations({ locale: 'de', namespace: 'workspace.jobManager' });
  if (access !== 'wizard') return new Response(t('employersOnly'), { status: 403 });

  const jobs: ManagedJobFieldsFragment[] = [];
  let organization = '';
  for (let page = 1; page <= MAX_PAGES; page++) {
    const manager = await loadJobManager({ region, userId: viewer.userId }, managerVariables({ ...query, page }, PAGE));
    if (!manager) return new Response(t('noOrganization'), { status: 404 });
    organization = manager.organizationName;
    jobs.push(...manager.jobs);
    if (page * PAGE >= manager.total) break;
  }
  const states = Object.fromEntries(
    ['draft', 'needs_review', 'scheduled', 'published', 'archived', 'expired'].map((s) => [s, t(`states.${s}`)]),
  );
  const columns = Object.fromEntries(
    (
      [
        'title',
        'state',
        'frontend',
        'publishedAt',
        'expiresAt',
        'views',
        'applyStarts',
        'applications',
        'outboundClicks',
        'url',
      ] as const
    ).map((c) => [c, t(`csv.${c}`)]),
  ) as Parameters<typeof jobsCsv>[1]['columns'];
  const day = new Date().toISOString().slice(0, 10);
  const name = `stellen-${
    organization
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export'
  }-${day}.csv`;
  return new Response(jobsCsv(jobs, { columns, states }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
