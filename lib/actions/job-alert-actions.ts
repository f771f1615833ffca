'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { anonymousCaptchaRefused } from '@/lib/data/captcha';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { confirmAlert, saveJobAlert, unsubscribeAlert } from '@/lib/data/alerts';
import { loadTermLookup } from '@/lib/data/taxonomy';
import { resolveListingTown } from '@/lib/data/listing-town';
import { parseJobSearchUrl } from '@/lib/search/job-search-state';
import { toSavedSearch } from '@/lib/search/saved-search';
import messages from '@/messages/de.json';
import { refuseWhenReadOnly } from '@/lib/data/read-only-gate';

export type JobAlertFormState = {
  status: 'idle' | 'created' | 'active' | 'error';
  email: string;
  interval: string;
  errors: Record<string, string>;
};

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
 * Saves the listing's search as an alert (docs/product.md §6 job alerts, double opt-in) and mails the confirm link. The
 * state carries what was typed back into the form, also without JavaScript.
 */
export async function createJobAlertAction(_previous: JobAlertFormState, form: FormData): Promise<JobAlertFormState> {
  await refuseWhenReadOnly();
  const raw = {
    email: String(form.get('email') ?? ''),
    interval: String(form.get('interval') ?? ''),
    listing: String(form.get('listing') ?? ''),
  };
  const keep = { email: raw.email.slice(0, 254), interval: raw.interval.slice(0, 10) };
  const parsed = alertForm.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { status: 'error', ...keep, errors };
  }
  const { region, headers: h } = await requestSite();
  if (!region) return { status: 'error', ...keep, errors: { form: e.failed } };
  const captcha = {
    captcha: String(form.get('captcha') ?? ''),
    captchaSolution: String(form.get('captchaSolution') ?? ''),
  };
  if (await anonymousCaptchaRefused(region, captcha, !!(await loadPageViewer(region.id))))
    return { status: 'error', ...keep, errors: { form: messages.captcha.refused } };
  const url = new URL(parsed.data.listing, 'http://site.invalid');
  const segments = url.pathname.split('/').slice(2).filter(Boolean);
  const terms = await loadTermLookup();
  const resolved = await resolveListingTown(region.id, segments, terms);
  const state = resolved && parseJobSearchUrl(segments, Object.fromEntries(url.searchParams), terms, resolved.town);
  if (!state) return { status: 'error', ...keep, errors: { form: e.failed } };

  const outcome = await saveJobAlert(
    region,
    { email: parsed.data.email, interval: parsed.data.interval, search: toSavedSearch(state) },
    h,
  );
  if (outcome === 'limited') return { status: 'error', ...keep, errors: { form: e.rateLimited } };
  if (outcome === 'mail-failed') return { status: 'error', ...keep, errors: { form: e.failed } };
  if (outcome === 'invalid') return { status: 'error', ...keep, errors: { form: e.search } };
  return { status: outcome === 'active' ? 'active' : 'created', ...keep, errors: {} };
}

/** The confirm page's button: only this POST confirms (mail scanners only open links). */
export async function confirmJobAlertAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const { region } = await requestSite();
  const token = String(form.get('token') ?? '');
  const intervalSeconds = region ? await confirmAlert(region.id, token) : null;
  // The token comes back with the answer, so the page can offer the way out of the alert it just confirmed.
  redirect(
    intervalSeconds
      ? `/user/suchauftrag/bestaetigen?bestaetigt=${intervalSeconds}&token=${encodeURIComponent(token)}`
      : '/user/suchauftrag/bestaetigen?ungueltig=1',
  );
}

/** The unsubscribe page's button. */
export async function unsubscribeJobAlertAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const { region } = await requestSite();
  const done = region ? await unsubscribeAlert(region.id, String(form.get('token') ?? '')) : false;
  redirect(done ? '/user/suchauftrag/abmelden?abbestellt=1' : '/user/suchauftrag/abmelden?ungueltig=1');
}
