import 'server-only';
import type { TypedDocumentNode } from '@apollo/client';
import type { Region } from '@/regions/build-region';
import { AccountError } from '@/server/account/account-errors';
import { changePassword } from '@/server/account/password-change';
import { requestPasswordReset } from '@/server/account/password-reset';
import { getDb } from '@/server/db/client';
import { clientLimitSubject } from '@/server/http/client-address';
import { getMailer } from '@/server/mail/mailer';
import { type OperationVariables, serverMutate, serverQuery } from '@/lib/data/graphql';
import { OperationError } from '@/lib/data/operation-error';
import {
  CONFIRM_EMAIL_CHANGE,
  DELETE_MY_JOB_ALERT,
  MY_ACCOUNT_PAGE,
  MY_EMPLOYER_MAIL_SETTINGS,
  MY_JOB_ALERTS,
  MY_SEEKER_OVERVIEW,
  REQUEST_EMAIL_CHANGE,
  RESET_PASSWORD,
  SET_MY_JOB_ALERT_PAUSED,
  UPDATE_ACCOUNT_NAME,
  UPDATE_MY_EMPLOYER_MAIL_SETTINGS,
  UPDATE_MY_JOB_ALERT,
} from '@/lib/graphql/documents/account';
import type { EmployerMailSettingsInput, JobAlertInterval } from '@/lib/graphql/generated/operations';
import { redirect } from 'next/navigation';
import { signInHref } from '@/lib/auth/dispatch';
import { forgetSession, renewSessionAfter } from './account-session';
import { loadPageViewer } from './page-viewer';
import type { Viewer } from '@/lib/posting/access';

/** The account asks as the signed-in user (loadPageViewer); the link pages anonymously (the token is the proof). */
type Audience = { region: { id: string; DEFAULT_LOCALE: string }; userId: string | null };
const asUser = ({ region, userId }: Audience) => ({ region, locale: region.DEFAULT_LOCALE, userId });

/** Results of in-process operations become plain objects (graphql-js's null prototypes; see job-posting.ts). */
const plain = <T>(value: T): T => structuredClone(value);

/** A form's outcome: done, or the German message (with the field it belongs to, when the API names one). */
export type AccountOutcome = { ok: true } | { ok: false; message: string; field: string | null };

async function mutate<TData, TVariables extends OperationVariables>(
  audience: Audience,
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<AccountOutcome> {
  const { error } = await serverMutate(asUser(audience), { mutation, variables });
  if (!error) return { ok: true };
  if (OperationError.is(error)) {
    const first = error.errors[0];
    const field = first.extensions?.field;
    return { ok: false, message: first.message, field: typeof field === 'string' ? field : null };
  }
  throw error;
}

/** The account page's data; null when the session's user is gone. */
export async function loadAccountPage(audience: Audience) {
  const { data, error } = await serverQuery(asUser(audience), { query: MY_ACCOUNT_PAGE });
  if (error && OperationError.is(error)) return null;
  if (error) throw error;
  return plain(data!);
}

export async function loadMyJobAlerts(audience: Audience) {
  const { data, error } = await serverQuery(asUser(audience), { query: MY_JOB_ALERTS });
  if (error && OperationError.is(error)) return null;
  if (error) throw error;
  return plain(data!.myJobAlerts);
}

/** The account's employer mail switches; null when the session's user is gone. */
export async function loadEmployerMailSettings(audience: Audience) {
  const { data, error } = await serverQuery(asUser(audience), { query: MY_EMPLOYER_MAIL_SETTINGS });
  if (error && OperationError.is(error)) return null;
  if (error) throw error;
  return plain(data!.myEmployerMailSettings);
}

export const updateEmployerMailSettings = (audience: Audience, input: EmployerMailSettingsInput) =>
  mutate(audience, UPDATE_MY_EMPLOYER_MAIL_SETTINGS, { input });
export const updateAccountName = (
  audience: Audience,
  input: { firstName: string; lastName: string; displayName: string },
) => mutate(audience, UPDATE_ACCOUNT_NAME, { input });
export const requestEmailChange = (audience: Audience, email: string) =>
  mutate(audience, REQUEST_EMAIL_CHANGE, { email });
export const confirmEmailChange = (audience: Audience, token: string) =>
  mutate(audience, CONFIRM_EMAIL_CHANGE, { token });
/** A new password by the mailed link; every session of the account ends, this browser's cookie goes with them. */
export async function resetPassword(audience: Audience, token: string, password: string): Promise<AccountOutcome> {
  const outcome = await mutate(audience, RESET_PASSWORD, { token, password });
  if (outcome.ok) await forgetSession();
  return outcome;
}
export const updateMyJobAlert = (
  audience: Audience,
  input: { id: string; label: string; interval: Exclude<JobAlertInterval, 'NONE'> },
) => mutate(audience, UPDATE_MY_JOB_ALERT, input);
export const setMyJobAlertPaused = (audience: Audience, id: string, paused: boolean) =>
  mutate(audience, SET_MY_JOB_ALERT_PAUSED, { id, paused });
export const deleteMyJobAlert = (audience: Audience, id: string) => mutate(audience, DELETE_MY_JOB_ALERT, { id });

async function domainOutcome(work: () => Promise<unknown>): Promise<AccountOutcome> {
  try {
    await work();
    return { ok: true };
  } catch (error) {
    if (error instanceof AccountError) return { ok: false, message: error.message, field: error.field };
    throw error;
  }
}

/**
 * "Passwort vergessen?" and the password change go straight to the domain, not through the in-process API:
 * their per-client limits need the request's client address (server/http/client-address.ts), which
 * in-process operations do not carry.
 */
export async function requestPasswordResetFrom(
  region: Region,
  email: string,
  requestHeaders: Pick<Headers, 'get'>,
): Promise<AccountOutcome> {
  const db = await getDb();
  return domainOutcome(() =>
    requestPasswordReset(db, getMailer(), { email, clientIp: clientLimitSubject(requestHeaders), regionId: region.id }),
  );
}

/** Sets or changes the password; the other sessions end, this browser's session is renewed. */
export async function changePasswordFrom(
  region: Region,
  userId: string,
  input: { currentPassword: string | null; newPassword: string },
  requestHeaders: Pick<Headers, 'get'>,
): Promise<AccountOutcome> {
  const db = await getDb();
  return domainOutcome(async () => {
    const { sessionsValidAfter } = await changePassword(db, getMailer(), {
      userId,
      regionId: region.id,
      clientIp: clientLimitSubject(requestHeaders),
      ...input,
    });
    await renewSessionAfter(sessionsValidAfter);
  });
}

/** The signed-in viewer of an account page; anonymous visitors sign in and come back to `here`. */
export async function accountViewer(regionId: string, here: string): Promise<Viewer> {
  const viewer = await loadPageViewer(regionId);
  if (!viewer) redirect(signInHref(here));
  return viewer;
}

/** The job seeker's /dashboard figures; null when the session's user is gone. */
export async function loadSeekerOverview(audience: Audience) {
  const { data, error } = await serverQuery(asUser(audience), { query: MY_SEEKER_OVERVIEW });
  if (error && OperationError.is(error)) return null;
  if (error) throw error;
  return plain(data!.mySeekerOverview);
}
