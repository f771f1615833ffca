import { getDb } from '@/server/db/client';
import { getStorage } from '@/server/storage/process-storage';
import { getMailer } from '@/server/mail/mailer';
import { MAX_APPLICATION_BODY_BYTES, receiveApplicationForm } from '@/server/applications/receive-application-form';
import { admitContactFrom } from '@/server/contact/contact-rate-limits';
import { CONTACT_DRAFT_COOKIE, contactDraftCookieHeader } from '@/server/contact/contact-drafts';
import { contactFormVariant } from '@/server/contact/contact-form-fields';
import { contactTexts } from '@/server/contact/contact-texts';
import { senderAudience } from '@/server/contact/sender-audience';
import { sendPendingContactMessages } from '@/server/contact/send-contact-messages';
import { submitContact } from '@/server/contact/submit-contact';
import { clientLimitSubject } from '@/server/http/client-address';
import { checkCaptcha } from '@/server/captcha/captcha-gate';
import { isSameOriginPost, regionFromHeaders, requestOrigin } from '@/lib/auth/request-context';
import { applicantOfRequest } from '@/lib/data/application-applicant';
import messages from '@/messages/de.json';
import { refuseWriteRequest } from '@/lib/data/read-only-gate';

/**
 * Where the form is answered after sending (docs/product.md §2): the notice's flag, and its id as the fragment for
 * focus.
 */
const CONTACT_SENT_QUERY = '?kontakt=gesendet#kontakt-gesendet';

const redirect = (location: string, headers: Record<string, string> = {}) =>
  new Response(null, { status: 303, headers: { Location: location, ...headers } });

const readCookie = (header: string | null, name: string) =>
  (header ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1];

/**
 * POST /api/contact: the docs/product.md §2 contact form as multipart/form-data, with or without JavaScript (a plain
 * form post). A valid message is stored and then mailed by the outbox to the site's recipient; the browser goes to
 * /dashboard (signed in) or / (anonymous) with the confirmation. A form with errors becomes a draft bound to
 * this browser, and the browser goes back to the form with everything typed (docs/security.md for the spam
 * defences and the limits). Relative redirects: the Location never repeats the Host header the client sent.
 */
export async function POST(request: Request) {
  const readOnly = refuseWriteRequest(request);
  if (readOnly) return readOnly;
  const region = regionFromHeaders(request.headers);
  const fail = (status: number) =>
    Response.json({ ok: false, error: messages.contact.errors.wrongRequest }, { status });
  if (!region) return fail(404);
  const origin = requestOrigin(request.headers, request.url);
  if (!isSameOriginPost(request.headers, origin)) return fail(403);
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return fail(415);

  const db = await getDb();
  const storage = getStorage();
  const admitted = await admitContactFrom(db, clientLimitSubject(request.headers));
  const senderId = await applicantOfRequest(request.headers, region.id);
  const audience = await senderAudience(db, senderId, region.id);
  // Too large by its announced length, or a client over its allowance: only the text fields (they come first)
  // are read, so the form comes back with what was typed; no file is stored.
  const tooLarge = Number(request.headers.get('content-length') ?? 0) > MAX_APPLICATION_BODY_BYTES;
  const form = await receiveApplicationForm(request, {
    db,
    storage,
    regionId: region.id,
    ownerId: senderId,
    fieldsOnly: tooLarge || !admitted.allowed,
    variant: contactFormVariant(audience),
    refuseFiles: region.FEATURES.ATTACHMENTS_FEATURE_ACTIVE ? undefined : contactTexts(audience).errors.attachmentsOff,
  });
  if (!admitted.allowed) form.fileErrors = [];
  // docs/product-decisions.md "Captcha": anonymous senders only; a signed-in sender is known already.
  const captchaPassed = senderId !== null || (await checkCaptcha(db, region, form.fields)) === null;
  const outcome = await submitContact(db, storage, {
    regionId: region.id,
    senderId,
    audience,
    form,
    clientAllowed: admitted.allowed,
    captchaPassed,
    draftProof: readCookie(request.headers.get('cookie'), CONTACT_DRAFT_COOKIE),
  });
  if (outcome.kind === 'invalid') {
    const formPath = region.CONTACT.path ?? '/kontakt';
    const cookie = contactDraftCookieHeader(outcome.draftId, { secure: origin.startsWith('https:') });
    return redirect(`${formPath}?entwurf=${outcome.draftId}#kontakt-fehler`, { 'Set-Cookie': cookie });
  }
  if (outcome.kind === 'stored') {
    // Send now; a failure stays in the outbox and the scheduled run retries it.
    void sendPendingContactMessages(db, getMailer(), storage).catch((error: unknown) =>
      console.error('contact outbox', error),
    );
  }
  return redirect(`${senderId ? '/dashboard' : '/'}${CONTACT_SENT_QUERY}`);
}
