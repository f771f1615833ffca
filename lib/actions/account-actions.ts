'use server';

import { refresh } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { regionFromHeaders } from '@/lib/auth/request-context';
import {
  type AccountOutcome,
  changePasswordFrom,
  confirmEmailChange,
  deleteMyJobAlert,
  requestEmailChange,
  requestPasswordResetFrom,
  resetPassword,
  setMyJobAlertPaused,
  updateAccountName,
  updateEmployerMailSettings,
  updateMyJobAlert,
} from '@/lib/data/account';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { accountFormSchemas } from '@/lib/account/account-forms';
import { EMPLOYER_MAIL_FORM_KINDS, employerMailFormSchema } from '@/lib/account/employer-mail-form';
import { alertsNoticeHref } from '@/lib/account/alert-notices';
import messages from '@/messages/de.json';
import { refuseWhenReadOnly } from '@/lib/data/read-only-gate';

/** A form's state: what was typed (never a password), the German message per field, and whether it worked. */
export type AccountFormState = {
  status: 'idle' | 'done' | 'error';
  values: Record<string, string>;
  errors: Record<string, string>;
};

const e = messages.account.errors;
const schemas = accountFormSchemas(e);

/** The site of the request (the proxy's header), its headers, and the signed-in user of its session cookie. */
async function audience() {
  const h = await headers();
  const region = regionFromHeaders(h);
  const viewer = region ? await loadPageViewer(region.id) : null;
  return { region, headers: h, userId: viewer?.userId ?? null };
}

/** Text fields of the form, cut to a bound; passwords are never sent back into the page. */
function typed(form: FormData, fields: string[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f, String(form.get(f) ?? '').slice(0, 254)]));
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

function answer(outcome: AccountOutcome, values: Record<string, string>, field = 'form'): AccountFormState {
  if (outcome.ok) return { status: 'done', values, errors: {} };
  return { status: 'error', values, errors: { [outcome.field ?? field]: outcome.message } };
}

const signedOut = (values: Record<string, string>): AccountFormState => ({
  status: 'error',
  values,
  errors: { form: e.signedOut },
});

/** docs/product.md §3 names on the account page. */
export async function saveNameAction(_previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  await refuseWhenReadOnly();
  const values = typed(form, ['firstName', 'lastName', 'displayName']);
  const parsed = schemas.name.safeParse(values);
  if (!parsed.success) return { status: 'error', values, errors: fieldErrors(parsed.error) };
  const who = await audience();
  if (!who.region || !who.userId) return signedOut(values);
  const outcome = await updateAccountName({ region: who.region, userId: who.userId }, parsed.data);
  if (outcome.ok) refresh();
  return answer(outcome, values);
}

const em = messages.account.page.employerMails;
const employerMailSchema = employerMailFormSchema(em.invalid);

/**
 * The employer mail switches: every checkbox at once (an unchecked box sends nothing, so it is off). The
 * boxes come back as they were ticked, whatever happened, so nothing chosen is lost.
 */
export async function saveEmployerMailsAction(_previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  await refuseWhenReadOnly();
  const values = typed(form, [...EMPLOYER_MAIL_FORM_KINDS]);
  const parsed = employerMailSchema.safeParse(values);
  if (!parsed.success) return { status: 'error', values, errors: { form: em.invalid } };
  const who = await audience();
  if (!who.region || !who.userId) return { status: 'error', values, errors: { form: em.signedOut } };
  const outcome = await updateEmployerMailSettings({ region: who.region, userId: who.userId }, parsed.data);
  if (!outcome.ok) return { status: 'error', values, errors: { form: em.failed } };
  refresh();
  return { status: 'done', values, errors: {} };
}

/** A new address: a link goes to it; the page shows the change as pending. */
export async function changeEmailAction(_previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  await refuseWhenReadOnly();
  const values = typed(form, ['email']);
  const parsed = schemas.email.safeParse(values);
  if (!parsed.success) return { status: 'error', values, errors: fieldErrors(parsed.error) };
  const who = await audience();
  if (!who.region || !who.userId) return signedOut(values);
  const outcome = await requestEmailChange({ region: who.region, userId: who.userId }, parsed.data.email);
  if (outcome.ok) refresh();
  return answer(outcome, { email: parsed.data.email }, 'email');
}

/** Sets or changes the password (the current one only when the account has one). */
export async function changePasswordAction(_previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  await refuseWhenReadOnly();
  const raw = typed(form, ['currentPassword', 'newPassword', 'repeatPassword']);
  const parsed = schemas.change.safeParse({ ...raw, hasPassword: form.get('hasPassword') === 'true' });
  if (!parsed.success) return { status: 'error', values: {}, errors: fieldErrors(parsed.error) };
  const who = await audience();
  if (!who.region || !who.userId) return signedOut({});
  const { currentPassword, newPassword } = parsed.data;
  const outcome = await changePasswordFrom(
    who.region,
    who.userId,
    { currentPassword: currentPassword || null, newPassword },
    who.headers,
  );
  return answer(outcome, {});
}

/** "Passwort vergessen?": the same answer for every address (the page never tells which have an account). */
export async function forgotPasswordAction(_previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  await refuseWhenReadOnly();
  const values = typed(form, ['email']);
  const parsed = schemas.email.safeParse(values);
  if (!parsed.success) return { status: 'error', values, errors: fieldErrors(parsed.error) };
  const who = await audience();
  if (!who.region) return { status: 'error', values, errors: { form: e.failed } };
  const outcome = await requestPasswordResetFrom(who.region, parsed.data.email, who.headers);
  return answer(outcome, { email: parsed.data.email }, 'email');
}

/** The reset link's form: the token rides in a hidden field; only this POST uses it. */
export async function resetPasswordAction(_previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  await refuseWhenReadOnly();
  const raw = typed(form, ['token', 'newPassword', 'repeatPassword']);
  const parsed = schemas.reset.safeParse(raw);
  const values = { token: raw.token.slice(0, 200) };
  if (!parsed.success) return { status: 'error', values, errors: fieldErrors(parsed.error) };
  const who = await audience();
  if (!who.region) return { status: 'error', values, errors: { form: e.failed } };
  const outcome = await resetPassword({ region: who.region, userId: null }, parsed.data.token, parsed.data.newPassword);
  return answer(outcome, values);
}

/** The confirmation page's button (mail scanners only open the link; this POST uses it). */
export async function confirmEmailAction(_previous: AccountFormState, form: FormData): Promise<AccountFormState> {
  await refuseWhenReadOnly();
  const values = { token: String(form.get('token') ?? '').slice(0, 200) };
  const who = await audience();
  if (!who.region) return { status: 'error', values, errors: { form: e.failed } };
  return answer(await confirmEmailChange({ region: who.region, userId: null }, values.token), values);
}

const alertId = z.guid();

/** The alerts page's forms: each a plain POST answered by the page with a notice. */
export async function updateAlertAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const who = await audience();
  const parsed = schemas.alert.safeParse({
    id: form.get('id'),
    label: String(form.get('label') ?? '').slice(0, 254),
    interval: form.get('interval'),
  });
  if (!parsed.success) redirect(alertsNoticeHref('invalid'));
  const outcome =
    who.region && who.userId ? await updateMyJobAlert({ region: who.region, userId: who.userId }, parsed.data) : null;
  redirect(alertsNoticeHref(outcome?.ok ? 'saved' : 'failed'));
}

export async function pauseAlertAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const who = await audience();
  const id = alertId.safeParse(form.get('id'));
  const paused = form.get('paused') === 'true';
  const outcome =
    who.region && who.userId && id.success
      ? await setMyJobAlertPaused({ region: who.region, userId: who.userId }, id.data, paused)
      : null;
  redirect(alertsNoticeHref(outcome?.ok ? (paused ? 'paused' : 'resumed') : 'failed'));
}

export async function deleteAlertAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const who = await audience();
  const id = alertId.safeParse(form.get('id'));
  const outcome =
    who.region && who.userId && id.success
      ? await deleteMyJobAlert({ region: who.region, userId: who.userId }, id.data)
      : null;
  redirect(alertsNoticeHref(outcome?.ok ? 'deleted' : 'failed'));
}
