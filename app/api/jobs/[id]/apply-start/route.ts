import { countAfterResponse, isOpenJob } from '@/lib/data/job-stats';
import { isSameOriginPost, regionFromHeaders, requestOrigin } from '@/lib/auth/request-context';
import { refuseWriteRequest } from '@/lib/data/read-only-gate';

/**
 * POST /api/jobs/{id}/apply-start: the application form's beacon when a visitor starts filling it in (sent
 * once per page, without waiting for an answer). Counted once per visitor, job and day; bots and other sites'
 * pages are not counted. Always 204: the page has nothing to do with the answer.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const readOnly = refuseWriteRequest(request);
  if (readOnly) return readOnly;
  const { id } = await params;
  const region = regionFromHeaders(request.headers);
  const sameSite = isSameOriginPost(request.headers, requestOrigin(request.headers, request.url));
  if (region && sameSite && (await isOpenJob(region.id, id))) countAfterResponse(id, 'apply_start', request.headers);
  return new Response(null, { status: 204 });
}
