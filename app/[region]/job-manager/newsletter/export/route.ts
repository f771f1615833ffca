import { getRegion } from '@/regions/registry';
import { signInHref } from '@/lib/auth/dispatch';
import { loadNewsletterExport } from '@/lib/data/newsletter';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { subscribersCsv } from '@/lib/newsletter/subscribers-csv';
import messages from '@/messages/de.json';

const PAGE = '/job-manager/newsletter';

/**
 * GET /job-manager/newsletter/export: the site's confirmed newsletter subscribers as CSV, for administrators and
 * the site's admins (server/newsletter/newsletter-export.ts); 404 where the site has no newsletter.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ region: string }> }) {
  const region = getRegion((await params).region);
  if (!region) return new Response(null, { status: 404 });
  const viewer = await loadPageViewer(region.id);
  const answer = await loadNewsletterExport(region, viewer?.userId ?? null);
  switch (answer.status) {
    case 'off':
      return new Response(null, { status: 404 });
    case 'sign-in':
      return new Response(null, { status: 303, headers: { Location: signInHref(PAGE) } });
    case 'forbidden':
      return new Response(messages.newsletter.admin.adminsOnly, { status: 403 });
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(subscribersCsv(answer.subscribers), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="newsletter-${region.id}-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
