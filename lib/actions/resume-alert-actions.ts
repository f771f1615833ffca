'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { signInHref } from '@/lib/auth/dispatch';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { loadPageViewer } from '@/lib/data/page-viewer';
import {
  deleteResumeAlert,
  saveResumeAlert,
  unsubscribeResumeAlertByToken,
  updateResumeAlert,
} from '@/lib/data/resume-alerts';
import { parseResumeSearch } from '@/lib/resume-search/search-state';
import { cleanLink } from '@/lib/routing/links';
import type { PageQuery } from '@/lib/routing/search-params';
import messages from '@/messages/de.json';
import { refuseWhenReadOnly } from '@/lib/data/read-only-gate';

export type ResumeAlertFormState = {
  status: 'idle' | 'saved' | 'error';
  /** What was typed, given back when refused; the saved alert's label when saved. */
  label: string;
  interval: string;
  errors: { label?: string; interval?: string; form?: string };
};

const e = messages.resumeAlerts.errors;
/** Where the recruiter manages their alerts (the workspace's candidates page). */
const MANAGE_PATH = '/job-manager/kandidaten';
const INTERVALS = { none: 'NONE', daily: 'DAILY', weekly: 'WEEKLY', monthly: 'MONTHLY' } as const;
const interval = z.enum(['none', 'daily', 'weekly', 'monthly']);
const idField = z.guid();

/** The site of the request (the proxy's header) and the signed-in user of its session cookie. */
async function audience() {
  const region = regionFromHeaders(await headers());
  const viewer = region ? await loadPageViewer(region.id) : null;
  return region && viewer ? { region, userId: viewer.userId } : null;
}

/** The search a form names by its /resumes URL (the page's own state), read like the page reads it. */
function searchOf(href: string) {
  const url = new URL(href.slice(0, 2000), 'http://site.invalid');
  if (url.pathname !== '/resumes') return null;
  const query: PageQuery = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key);
  return parseResumeSearch(query);
}

/**
 * "Suche als Suchauftrag speichern" on /bewerbersuche (a plain form: it works without JavaScript). The API
 * checks who may save and every bound; its problems come back next to the label or the interval, or above
 * the button, with what was typed.
 */
export async function saveResumeAlertAction(
  _previous: ResumeAlertFormState,
  form: FormData,
): Promise<ResumeAlertFormState> {
  await refuseWhenReadOnly();
  const keep = { label: String(form.get('label') ?? '').slice(0, 200), interval: String(form.get('interval') ?? '') };
  const chosen = interval.safeParse(keep.interval);
  if (!chosen.success) return { status: 'error', ...keep, errors: { interval: e.interval } };
  const who = await audience();
  const state = searchOf(String(form.get('search') ?? ''));
  if (!who || !state) return { status: 'error', ...keep, errors: { form: e.failed } };
  const result = await saveResumeAlert(who, { state, label: keep.label, interval: INTERVALS[chosen.data] });
  if ('alert' in result) return { status: 'saved', label: result.alert.label, interval: keep.interval, errors: {} };
  const errors: ResumeAlertFormState['errors'] = {};
  for (const p of result.problems) {
    const field = p.field === 'label' || p.field === 'interval' ? p.field : 'form';
    errors[field] ??= p.message;
  }
  return { status: 'error', ...keep, errors };
}

/** Back to the management list with a notice (also without JavaScript). */
async function backToList(notice: string, id?: string): Promise<never> {
  const who = await audience();
  if (!who) redirect(signInHref(MANAGE_PATH));
  redirect(`${cleanLink(MANAGE_PATH, who.region)}?hinweis=${notice}${id ? `&suchauftrag=${id}` : ''}`);
}

/** The list's interval change. */
export async function updateResumeAlertAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const id = idField.safeParse(form.get('id'));
  const chosen = interval.safeParse(form.get('interval'));
  const who = await audience();
  if (!who) redirect(signInHref(MANAGE_PATH));
  const done = id.success && chosen.success && (await updateResumeAlert(who, id.data, INTERVALS[chosen.data]));
  await backToList(done ? 'updated' : 'notFound', done ? id.data : undefined);
}

/** The list's delete button. */
export async function deleteResumeAlertAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const id = idField.safeParse(form.get('id'));
  const who = await audience();
  if (!who) redirect(signInHref(MANAGE_PATH));
  const done = id.success && (await deleteResumeAlert(who, id.data));
  await backToList(done ? 'deleted' : 'notFound');
}

/** The unsubscribe page's button for a resume alert's mailed link (no sign-in, like the job alerts'). */
export async function unsubscribeResumeAlertAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const region = regionFromHeaders(await headers());
  const done = region ? await unsubscribeResumeAlertByToken(region.id, String(form.get('token') ?? '')) : false;
  redirect(done ? '/user/suchauftrag/abmelden?abbestellt=lebenslauf' : '/user/suchauftrag/abmelden?ungueltig=1');
}
