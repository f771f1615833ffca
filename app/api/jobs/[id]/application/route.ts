import { getDb } from '@/server/db/client';
import { getStorage } from '@/server/storage/process-storage';
import { getMailer } from '@/server/mail/mailer';
import { admitApplicationFrom } from '@/server/applications/application-rate-limits';
import { draftCookieHeader, readDraftCookie } from '@/server/applications/draft-binding';
import {
  MAX_APPLICATION_BODY_BYTES,
  type ReceivedApplicationForm,
  receiveApplicationForm,
} from '@/server/applications/receive-application-form';
import { sendPendingApplications } from '@/server/applications/send-applications';
import { submitApplication } from '@/server/applications/submit-application';
import { isSameOriginPost, regionFromHeaders, requestOrigin } from '@/lib/auth/request-context';
import { clientLimitSubject } from '@/server/http/client-address';
import { checkCaptcha } from '@/server/captcha/captcha-gate';
import { countAfterResponse } from '@/lib/data/job-stats';
import { applicantOfRequest } from '@/lib/data/application-applicant';
import messages from '@/messages/de.json';
import { refuseWriteRequest } from '@/lib/data/read-only-gate';

/** The status a script gets when the form could not be read to its end (otherwise 422 for errors). */
const STOPPED_STATUS: Record<NonNullable<ReceivedApplicationForm['stopped']>, number> = {
  tooLarge: 413,
  storageUnavailable: 503,
  malformed: 400,
};

const redirect = (location: string, headers: Record<string, string> = {}) =>
  new Response(null, { status: 303, headers: { Location: location, ...headers } });

/**
 * POST /api/jobs/{id}/application: the application form (docs/product.md §3) as multipart/form-data, from the form
 * itself (no JavaScript: answered with a 303 back to the job page) or from its script (Accept: application/json).
 * The application is stored before anything is mailed; the outbox sends it right after, and retries.
 * A form with errors becomes a draft bound to this browser by a cookie (draft-binding.ts). A signed-in
 * applicant's application is linked to their account, with their resume as a PDF when they ticked it.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const readOnly = refuseWriteRequest(request);
  if (readOnly) return readOnly;
  const { id } = await params;
  const region = regionFromHeaders(request.headers);
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  const origin = requestOrigin(request.headers, request.url);
  // Relative: the Location never repeats the Host header the client sent.
  const jobPage = (query = '') => `/job/${encodeURIComponent(id)}${query}`;
  const fail = (status: number, error: string, headers?: Record<string, string>) =>
    Response.json({ ok: false, error }, { status, headers });

  if (!region) return fail(404, messages.application.notOpen);
  if (!isSameOriginPost(request.headers, origin)) return fail(403, messages.application.wrongRequest);
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    return fail(415, messages.application.wrongRequest);
  // Too large by its announced length: only the text fields before the files are read, so the form comes back
  // with what was typed and the German error next to the files (docs/security.md). A body without
  // Content-Length (chunked) is counted while it is read instead.
  const fieldsOnly = Number(request.headers.get('content-length') ?? 0) > MAX_APPLICATION_BODY_BYTES;

  const db = await getDb();
  const admitted = await admitApplicationFrom(db, clientLimitSubject(request.headers));
  if (!admitted.allowed)
    return fail(429, messages.application.rateLimited, { 'Retry-After': String(admitted.retryAfterSeconds) });

  const storage = getStorage();
  // A signed-in applicant's application (and files) are theirs; anonymous applying stays as it is.
  const applicantId = await applicantOfRequest(request.headers, region.id);
  const form = await receiveApplicationForm(request, {
    db,
    storage,
    regionId: region.id,
    ownerId: applicantId,
    fieldsOnly,
    refuseFiles: region.FEATURES.ATTACHMENTS_FEATURE_ACTIVE ? undefined : messages.application.attachmentsOff,
  });
  const draftProof = readDraftCookie(request.headers.get('cookie'), id);
  // docs/product-decisions.md "Captcha": anonymous applicants only; a signed-in applicant is known already.
  const captchaPassed = applicantId !== null || (await checkCaptcha(db, region, form.fields)) === null;
  const outcome = await submitApplication(db, storage, {
    regionId: region.id,
    jobId: id,
    applicantId,
    form,
    draftProof,
    captchaPassed,
    attachments: region.FEATURES.ATTACHMENTS_FEATURE_ACTIVE,
  });

  // Sending the form starts an application also without the form's script (counted once with its beacon).
  if (outcome.kind === 'invalid' || outcome.kind === 'submitted')
    countAfterResponse(id, 'apply_start', request.headers);
  switch (outcome.kind) {
    case 'missing':
      return wantsJson ? fail(404, messages.application.notOpen) : redirect(jobPage());
    case 'closed':
      return wantsJson ? fail(410, messages.application.notOpen) : redirect(jobPage());
    case 'invalid': {
      const cookie = {
        'Set-Cookie': draftCookieHeader(outcome.jobId, outcome.draftId, { secure: origin.startsWith('https:') }),
      };
      // The fragment names a focusable element: the browser moves focus there (to the error summary, or to
      // the thanks below), so keyboard and screen-reader users land on what changed.
      return wantsJson
        ? Response.json(
            { ok: false, draftId: outcome.draftId, errors: outcome.errors, files: outcome.files },
            { status: form.stopped ? STOPPED_STATUS[form.stopped] : 422, headers: cookie },
          )
        : redirect(jobPage(`?entwurf=${outcome.draftId}#apply-errors`), cookie);
    }
    case 'submitted':
      // Send now; a failure stays in the outbox and the scheduled run retries it.
      void sendPendingApplications(db, getMailer(), storage).catch((error: unknown) =>
        console.error('application outbox', error),
      );
      return wantsJson
        ? Response.json({ ok: true, redirect: `/job/${id}?beworben=1#apply-success` })
        : redirect(jobPage('?beworben=1#apply-success'));
  }
}
