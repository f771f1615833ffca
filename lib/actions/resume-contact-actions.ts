'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { signInHref } from '@/lib/auth/dispatch';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { decideContactRequest, requestResumeContact } from '@/lib/data/resume-contacts';
import { cleanLink } from '@/lib/routing/links';
import messages from '@/messages/de.json';
import { refuseWhenReadOnly } from '@/lib/data/read-only-gate';

export type ContactFormState = {
  status: 'idle' | 'error';
  /** What was typed, given back when refused (nothing typed is lost). */
  message: string;
  errors: { message?: string; form?: string };
};

/** The site of the request (the proxy's header) and the signed-in user of its session cookie. */
async function audience() {
  const region = regionFromHeaders(await headers());
  const viewer = region ? await loadPageViewer(region.id) : null;
  return region && viewer ? { region, userId: viewer.userId } : null;
}

const idField = z.guid();

/**
 * The recruiter's contact request (a plain form: it works without JavaScript). The API checks the message and
 * the slot; its problems come back next to the field or above the button, with the typed message.
 */
export async function requestContactAction(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  await refuseWhenReadOnly();
  const message = String(form.get('message') ?? '').slice(0, 5000);
  const resumeId = idField.safeParse(form.get('resumeId'));
  const who = await audience();
  if (!who || !resumeId.success)
    return { status: 'error', message, errors: { form: messages.resumeContacts.recruiter.signIn } };
  const problems = await requestResumeContact(who, resumeId.data, message);
  // Sent: the page again, now with the request in its history (a fresh render, also without JavaScript).
  if (!problems.length) redirect(`${cleanLink(`internal:/resumes/${resumeId.data}`, who.region)}?gesendet=1`);
  const errors: ContactFormState['errors'] = {};
  for (const p of problems) errors[p.field === 'message' ? 'message' : 'form'] ??= p.message;
  return { status: 'error', message, errors };
}

const decision = z.enum(['approve', 'decline', 'revoke']);
const NOTICES = { approve: 'approved', decline: 'declined', revoke: 'revoked' } as const;

/** The candidate's answer on /user/kontaktanfragen; back to the list with a notice (also without JavaScript). */
export async function decideContactAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const id = idField.safeParse(form.get('id'));
  const chosen = decision.safeParse(form.get('decision'));
  const who = await audience();
  if (!who) redirect(signInHref('/user/kontaktanfragen'));
  const done = id.success && chosen.success && (await decideContactRequest(who, id.data, chosen.data));
  const notice = done ? NOTICES[chosen.data] : 'notAllowed';
  redirect(`${cleanLink('/user/kontaktanfragen', who.region)}?hinweis=${notice}${done ? `&anfrage=${id.data}` : ''}`);
}
