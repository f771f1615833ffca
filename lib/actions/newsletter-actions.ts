'use server';

import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { z } from 'zod';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { anonymousCaptchaRefused } from '@/lib/data/captcha';
import { loadPageViewer } from '@/lib/data/page-viewer';
import {
  confirmNewsletterLink,
  NEWSLETTER_SOURCES,
  signUpForNewsletter,
  unsubscribeNewsletterLink,
} from '@/lib/data/newsletter';
import { refuseWhenReadOnly } from '@/lib/data/read-only-gate';
import messages from '@/messages/de.json';

export type NewsletterFormState = { status: 'idle' | 'sent' | 'error'; email: string; errors: Record<string, string> };

const e = messages.newsletter.errors;

const signUpForm = z.object({
  email: z.string().trim().max(254, e.email).pipe(z.email(e.email)),
  source: z.enum(NEWSLETTER_SOURCES).catch('page'),
});

/** The site of the request, where it has the newsletter on (docs/product.md §1.4 NEWSLETTER); else a 404. */
async function newsletterSite() {
  const h = await headers();
  const region = regionFromHeaders(h);
  if (!region?.FEATURES.NEWSLETTER) notFound();
  return { region, headers: h };
}

/**
 * The sign-up form of the footer and of /newsletter (docs/product-decisions.md "Newsletter"): mails the confirm
 * link. Every accepted address gets the same answer, subscribed already or not. What was typed comes back with
 * any error, also without JavaScript.
 */
export async function subscribeNewsletterAction(
  _previous: NewsletterFormState,
  form: FormData,
): Promise<NewsletterFormState> {
  await refuseWhenReadOnly();
  const { region, headers: h } = await newsletterSite();
  const keep = { email: String(form.get('email') ?? '').slice(0, 254) };
  const parsed = signUpForm.safeParse({ email: form.get('email') ?? '', source: form.get('source') });
  if (!parsed.success) return { status: 'error', ...keep, errors: { email: e.email } };
  const captcha = {
    captcha: String(form.get('captcha') ?? ''),
    captchaSolution: String(form.get('captchaSolution') ?? ''),
  };
  if (await anonymousCaptchaRefused(region, captcha, !!(await loadPageViewer(region.id))))
    return { status: 'error', ...keep, errors: { form: messages.captcha.refused } };
  const outcome = await signUpForNewsletter(region, parsed.data, h);
  if (outcome === 'limited') return { status: 'error', ...keep, errors: { form: e.rateLimited } };
  if (outcome !== 'sent') return { status: 'error', ...keep, errors: { form: e.failed } };
  return { status: 'sent', email: parsed.data.email, errors: {} };
}

/** The confirm page's button: only this POST confirms (mail scanners only open links). */
export async function confirmNewsletterAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const { region } = await newsletterSite();
  const unsubscribe = await confirmNewsletterLink(region, String(form.get('token') ?? ''));
  // The new unsubscribe token comes back with the answer, so the page can offer the way out at once.
  redirect(
    unsubscribe
      ? `/newsletter/bestaetigen?bestaetigt=1&abmelden=${encodeURIComponent(unsubscribe)}`
      : '/newsletter/bestaetigen?ungueltig=1',
  );
}

/** The unsubscribe page's button. */
export async function unsubscribeNewsletterAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const { region } = await newsletterSite();
  const done = await unsubscribeNewsletterLink(region, String(form.get('token') ?? ''));
  redirect(done ? '/newsletter/abmelden?abbestellt=1' : '/newsletter/abmelden?ungueltig=1');
}
