import { countAfterResponse, openApplyLink } from '@/lib/data/job-stats';
import { regionFromHeaders } from '@/lib/auth/request-context';

/**
 * GET /api/jobs/{id}/apply-link: the job page's "apply on the employer's site" link. Counts the click (not for
 * bots or prefetches, once per visitor and day) after answering, and sends the visitor on with a 302 to the
 * link stored with the job, never to an address taken from the request. An ended job leads back to its page.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const region = regionFromHeaders(request.headers);
  const link = region ? await openApplyLink(region.id, id) : null;
  if (!link) return new Response(null, { status: 302, headers: { Location: `/job/${encodeURIComponent(id)}` } });
  countAfterResponse(id, 'outbound_click', request.headers);
  // Not cached: every click passes here to be counted.
  return new Response(null, { status: 302, headers: { Location: link, 'Cache-Control': 'no-store' } });
}
