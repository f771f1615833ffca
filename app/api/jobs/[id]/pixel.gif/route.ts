import { countAfterResponse, isOpenJob } from '@/lib/data/job-stats';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { TRACKING_PIXEL_GIF, TRACKING_PIXEL_HEADERS } from '@/server/stats/tracking-pixel';

export const dynamic = 'force-dynamic';

/**
 * GET /api/jobs/{id}/pixel.gif: the job's tracking pixel (docs/product.md §1 JOB_TRACKING_PIXEL), which employers
 * and their applicant tracking systems embed where they show the ad. Each request of an open job of this site is an
 * impression in the job's statistics, once per visitor and day as its views (no cookie, no stored address, bots
 * and prefetches not counted). Any other id gets the same image, counted nowhere, so an embedding page never shows
 * a broken image; a site with the flag off answers 404.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const region = regionFromHeaders(request.headers);
  if (!region?.FEATURES.JOB_TRACKING_PIXEL) return new Response(null, { status: 404 });
  if (await isOpenJob(region.id, id)) countAfterResponse(id, 'pixel_impression', request.headers);
  return new Response(new Uint8Array(TRACKING_PIXEL_GIF), { headers: TRACKING_PIXEL_HEADERS });
}
