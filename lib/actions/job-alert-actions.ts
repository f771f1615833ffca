'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { siteUrl } from '@/regions/site-origin';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { clientLimitSubject } from '@/server/http/client-address';
import { loadTermLookup } from '@/lib/backend/taxonomy';
import { parseJobSearchUrl, toSavedSearch } from '@/lib/search/job-search-state';
import { getDb } from '@/server/db/client';
import { hitRateLimits } from '@/server/auth/rate-limit';
import { ALERT_RATE_LIMITS } from '@/server/alerts/alert-rate-limits';
import { confirmJobAlert, createJobAlert, unsubscribeJobAlert } from '@/server/alerts/job-alerts';
import { renderAlertConfirmMail } from '@/server/alerts/job-alert-mails';
import { savedSearchLabel } from '@/server/alerts/saved-search';
import { getMailer, senderAddress } from '@/server/mail/mailer';
import messages from '@/messages/de.json';

export type JobAlertFormState = { status: 'idle' | 'created' | 'error'; email: string; interval: string; errors: Record<string, string> };

const e = messages.jobAlert.errors;

/** The site of the request, as the proxy resolved it from the Host header (and passed on in its own header). */
async function requestSite() {
  const h = await headers();
  return { region: regionFromHeaders(h), headers: h };
}

const alertForm = z.object({
  email: z.string().trim().max(254, e.email).pipe(z.email(e.email)),
  interval: z.enum(['daily', 'weekly', 'monthly'], { error: e.interval }),
  listing: z.string().max(2000).startsWith('/jobs'),
});

/**
 * Saves the listing's search as an alert (§6 job alerts, double opt-in) and mails the confirm link. The
 * state carries what was typed back into the form, also without JavaScript.
 */
export async function createJobAlertAction(_previous: JobAlertFormState, form: FormData): Promise<JobAlertFormState> {
  const raw = { email: String(form.get('email') ?? ''), interval: String(form.get('interval') ?? ''), listing: String(form.get('listing') ?? '') };
  const keep = { email: raw.email.slice(0, 254), interval: raw.interval.slice(0, 10) };
  const parsed = alertForm.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { status: 'error', ...keep, errors };
  }
  const { region, headers: h } = await requestSite();
  if (!region) return { status: 'error', ...keep, errors: { form: e.failed } };
  const url = new URL(parsed.data.listing, 'http://site.invalid');
  const state = parseJobSearchUrl(url.pathname.split('/').slice(2).filter(Boolean), Object.fromEntries(url.searchParams), await loadTermLookup());
  if (!state) return { status: 'error', ...keep, errors: { form: e.failed } };

  const db = await getDb();
  const limit = await hitRateLimits(db, [
    { rule: ALERT_RATE_LIMITS.perEmail, subject: parsed.data.email },
    { rule: ALERT_RATE_LIMITS.perIp, subject: clientLimitSubject(h) },
  ]);
  if (!limit.allowed) return { status: 'error', ...keep, errors: { form: e.rateLimited } };

  const search = toSavedSearch(state);
  const label = savedSearchLabel(search);
  const created = await createJobAlert(db, { regionId: region.id, language: region.DEFAULT_LOCALE, email: parsed.data.email, interval: parsed.data.interval, search, userId: null, label });
  if ('limitReached' in created) return { status: 'error', ...keep, errors: { form: e.rateLimited } };
  const confirmUrl = siteUrl(region, `/user/suchauftrag/bestaetigen?token=${encodeURIComponent(created.confirmToken)}`);
  const mail = renderAlertConfirmMail({ siteName: region.SITENAME, buttonColor: '#1f2933', label, confirmUrl });
  try {
    await getMailer().send({ from: senderAddress(region.SITENAME, region.HOSTS[0]), to: parsed.data.email, ...mail, regionId: region.id });
  } catch (error) {
    console.error('job alert confirm mail', error);
    return { status: 'error', ...keep, errors: { form: e.failed } };
  }
  return { status: 'created', ...keep, errors: {} };
}

/** The confirm page's button: only this POST confirms (mail scanners only open links). */
export async function confirmJobAlertAction(form: FormData): Promise<void> {
  const { region } = await requestSite();
  const token = String(form.get('token') ?? '');
  const confirmed = region ? await confirmJobAlert(await getDb(), region.id, token) : null;
  redirect(confirmed ? `/user/suchauftrag/bestaetigen?bestaetigt=${confirmed.intervalSeconds}` : '/user/suchauftrag/bestaetigen?ungueltig=1');
}

/** The unsubscribe page's button. */
export async function unsubscribeJobAlertAction(form: FormData): Promise<void> {
  const { region } = await requestSite();
  const done = region ? await unsubscribeJobAlert(await getDb(), region.id, String(form.get('token') ?? '')) : false;
  redirect(done ? '/user/suchauftrag/abmelden?abbestellt=1' : '/user/suchauftrag/abmelden?ungueltig=1');
}
