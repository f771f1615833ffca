import { getDb } from '@/server/db/client';
import { getStorage } from '@/server/storage/storage';
import { getMailer } from '@/server/mail/mailer';
import { MAX_UPLOAD_BYTES } from '@/server/db/schema';
import { receiveApplicationForm } from '@/server/applications/receive-application-form';
import { sendPendingApplications } from '@/server/applications/send-applications';
import { submitApplication } from '@/server/applications/submit-application';
import { MAX_ATTACHMENTS } from '@/server/applications/validate-application';
import { isSameOriginPost, regionFromHeaders, requestOrigin } from '@/lib/auth/request-context';
import messages from '@/messages/de.json';

/** Every attachment at its maximum plus room for the text fields and the multipart envelope. */
const MAX_BODY_BYTES = MAX_ATTACHMENTS * MAX_UPLOAD_BYTES + 1024 * 1024;

/**
 * POST /api/jobs/{id}/application: the application form (§3) as multipart/form-data, from the form itself
 * (no JavaScript: answered with a 303 back to the job page) or from its script (Accept: application/json).
 * The application is stored before anything is mailed; the outbox sends it right after, and retries.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const region = regionFromHeaders(request.headers);
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  const origin = requestOrigin(request.headers, request.url);
  const jobPage = (query = '') => `${origin}/job/${encodeURIComponent(id)}${query}`;
  const fail = (status: number, error: string) => Response.json({ ok: false, error }, { status });

  if (!region) return fail(404, messages.application.notOpen);
  if (!isSameOriginPost(request.headers, origin)) return fail(403, messages.application.wrongRequest);
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return fail(415, messages.application.wrongRequest);
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return fail(413, messages.application.tooLargeRequest);

  const db = await getDb();
  const storage = getStorage();
  const form = await receiveApplicationForm(request, { db, storage, regionId: region.id, ownerId: null });
  const outcome = await submitApplication(db, storage, { regionId: region.id, jobId: id, applicantId: null, form });

  switch (outcome.kind) {
    case 'missing':
      return wantsJson ? fail(404, messages.application.notOpen) : Response.redirect(jobPage(), 303);
    case 'closed':
      return wantsJson ? fail(410, messages.application.notOpen) : Response.redirect(jobPage(), 303);
    case 'invalid':
      // The fragment names a focusable element: the browser moves focus there (to the error summary, or to
      // the thanks below), so keyboard and screen-reader users land on what changed.
      return wantsJson
        ? Response.json({ ok: false, draftId: outcome.draftId, errors: outcome.errors, files: outcome.files }, { status: 422 })
        : Response.redirect(jobPage(`?entwurf=${outcome.draftId}#apply-errors`), 303);
    case 'submitted':
      // Send now; a failure stays in the outbox and the scheduled run retries it.
      void sendPendingApplications(db, getMailer(), storage).catch((error: unknown) => console.error('application outbox', error));
      return wantsJson ? Response.json({ ok: true, redirect: `/job/${id}?beworben=1#apply-success` }) : Response.redirect(jobPage('?beworben=1#apply-success'), 303);
  }
}
