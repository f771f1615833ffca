import { loadApplicationPrefill } from '@/lib/data/applications';
import { applicantOfRequest } from '@/lib/data/application-applicant';
import { regionFromHeaders } from '@/lib/auth/request-context';

export const dynamic = 'force-dynamic';

/** Per user: never kept by a shared cache, and not by the browser either (a sign-out must show at once). */
const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };

/**
 * GET /api/jobs/{id}/application/prefill: what the apply form is filled in with for the signed-in user (their
 * names and address, whether their resume can go along), asked by the form's small island after the page has
 * loaded. The job page itself stays the same for everybody, so it can be cached; the answer is the same for
 * every job. Signed-out visitors (no or an invalid session) get `{ signedIn: false }`.
 */
export async function GET(request: Request) {
  const region = regionFromHeaders(request.headers);
  const userId = region && (await applicantOfRequest(request.headers, region.id));
  if (!region || !userId) return Response.json({ signedIn: false }, { headers: PRIVATE });
  const { firstName, lastName, emailAddress, fromResume, canAttachResume } = await loadApplicationPrefill(
    region,
    userId,
  );
  return Response.json(
    { signedIn: true, firstName, lastName, emailAddress, fromResume, canAttachResume },
    { headers: PRIVATE },
  );
}
