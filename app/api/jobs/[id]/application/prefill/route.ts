import { loadApplicationPrefill } from '@/lib/data/applications';
import { applicantOfRequest } from '@/lib/data/application-applicant';
import { regionFromHeaders } from '@/lib/auth/request-context';

export const dynamic = 'force-dynamic';

/** Per user: never kept by a shared cache, and not by the browser either (a sign-out must show at once). */
const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };

/**
 * GET /api/jobs/{id}/application/prefill: what the apply form is filled in with for the signed-in user (their
 * names and address, whether their resume can go along) and when they last applied to this job, asked by the
 * form's small islands after the page has loaded. The job page itself stays the same for everybody, so it can be
 * cached. Signed-out visitors (no or an invalid session) get `{ signedIn: false }`.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const region = regionFromHeaders(request.headers);
  const userId = region && (await applicantOfRequest(request.headers, region.id));
  if (!region || !userId) return Response.json({ signedIn: false }, { headers: PRIVATE });
  const { id } = await params;
  const { firstName, lastName, emailAddress, fromResume, canAttachResume, appliedAt } = await loadApplicationPrefill(
    region,
    userId,
    id,
  );
  return Response.json(
    { signedIn: true, firstName, lastName, emailAddress, fromResume, canAttachResume, appliedAt },
    { headers: PRIVATE },
  );
}
