'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { AFTER_COMPANY_SIGNUP, continueAsEmployer, startCompanySignup } from '@/lib/data/company-signup';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { COMPANY_FIELDS, type CompanySignupState } from '@/lib/company-signup/form-state';
import { PASSWORD_MAX_LENGTH } from '@/lib/contract';
import { passwordRuleOf } from '@/lib/data/password-policy';
import messages from '@/messages/de.json';
import { refuseWhenReadOnly } from '@/lib/data/read-only-gate';

const e = messages.companySignup.errors;

/** What was typed, cut to a bound; the password never goes back into the page. */
function typed(form: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f, String(form.get(f) ?? '').slice(0, 254)]));
}

/** The German message of each field's code; the password's bounds (the site's minimum) filled in. */
function germanErrors(codes: Record<string, string>, passwordMin: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, code] of Object.entries(codes)) {
    const key = `${field}.${code}` in FIELD_SPECIFIC ? `${field}.${code}` : code;
    const message = FIELD_SPECIFIC[key] ?? (e as Record<string, string>)[code] ?? e.invalid;
    out[field] = message.replace('{min}', String(passwordMin)).replace('{max}', String(PASSWORD_MAX_LENGTH));
  }
  return out;
}
/** Codes shared by several fields ("tooLong", "invalid") that read better with the field named. */
const FIELD_SPECIFIC: Record<string, string> = {
  'companyName.tooLong': e.companyNameTooLong,
  'street.tooLong': e.streetTooLong,
  'phone.tooLong': e.phoneInvalid,
};

/**
 * The employer's sign-up form (works without JavaScript: the action answers with the form's new state, the
 * page renders it with the values and the messages next to the fields). Signed-in users get the company
 * part only and become employers at once; anonymous visitors get "check your inbox".
 */
export async function companySignupAction(_previous: CompanySignupState, form: FormData): Promise<CompanySignupState> {
  await refuseWhenReadOnly();
  const h = await headers();
  const region = regionFromHeaders(h);
  const signedIn = form.get('mode') === 'account';
  const values = typed(form, signedIn ? COMPANY_FIELDS : [...COMPANY_FIELDS, 'email', 'signInBy', 'terms']);
  const idle: CompanySignupState = { status: 'error', values, errors: {}, duplicateOf: null, sentTo: null };
  if (!region) return { ...idle, errors: { form: e.failed } };
  const input = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  if (signedIn) {
    const viewer = await loadPageViewer(region.id);
    if (!viewer) return { ...idle, errors: { form: e.signedOut } };
    const result = await continueAsEmployer(region, viewer.userId, input);
    if (result.ok) redirect(AFTER_COMPANY_SIGNUP);
    return answerRefusal(idle, result, passwordRuleOf(region).min);
  }
  const result = await startCompanySignup(region, input, h);
  if (result.ok) return { status: 'sent', values: {}, errors: {}, duplicateOf: null, sentTo: result.email };
  return answerRefusal(idle, result, passwordRuleOf(region).min);
}

function answerRefusal(
  idle: CompanySignupState,
  result: { fieldErrors: Record<string, string> } | { duplicate: { name: string } } | { retryMinutes: number },
  passwordMin: number,
): CompanySignupState {
  if ('fieldErrors' in result) return { ...idle, errors: germanErrors(result.fieldErrors, passwordMin) };
  if ('duplicate' in result) return { ...idle, duplicateOf: result.duplicate.name };
  return { ...idle, errors: { form: e.rateLimited.replace('{minutes}', String(result.retryMinutes)) } };
}
