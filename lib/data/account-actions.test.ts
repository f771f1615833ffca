// The account's server actions end to end, as a browser's form post reaches them: the request's site and
// session cookie (next/headers), the gate, the API or the domain, the real database and a real SMTP server.
// The test environment goes first: it points getDb() at a test database before anything opens it.
import { REGION } from '@/server/graphql/testing';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccount } from '@/server/auth/registration';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { encodeSessionToken, readSessionToken } from '@/server/auth/session-token';
import { isSessionCurrent, SIGNED_IN_AT_CLAIM } from '@/server/auth/sessions';
import { ALERT_INTERVALS, jobAlerts, users } from '@/server/db/schema';
import { parseMail } from '@/server/mail/testing';
import { useResolverFixtures, useTestSmtp } from '@/server/schema/resolver-testing';
import { PROXY_REGION_HEADER } from '@/lib/contract';
import type { AccountFormState } from '@/lib/actions/account-actions';
import {
  changeEmailAction,
  changePasswordAction,
  deleteAlertAction,
  forgotPasswordAction,
  pauseAlertAction,
  resetPasswordAction,
  saveNameAction,
  updateAlertAction,
} from '@/lib/actions/account-actions';

const request = vi.hoisted(() => ({
  headers: new Headers(),
  cookies: new Map<string, string>(),
}));
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({
    getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined),
    set: (name: string, value: string) => request.cookies.set(name, value),
    delete: (name: string) => request.cookies.delete(name),
  }),
}));
vi.mock('next/cache', () => ({ refresh: vi.fn() }));

const state = useResolverFixtures();
const smtp = useTestSmtp();
const IDLE: AccountFormState = { status: 'idle', values: {}, errors: {} };
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

async function account(local: string, password: string) {
  const email = `${local}-${state.tag}@example.test`;
  const id = await createAccount(state.db, {
    email,
    passwordHash: await hashPassword(password),
    name: 'Jana',
    regionId: REGION,
  });
  state.cleanups.push(() => state.db.delete(users).where(eq(users.id, id)));
  return { id, email };
}

/** The browser of `userId`, signed in an hour ago. */
async function signedIn(userId: string) {
  const jwt = await encodeSessionToken({ sub: userId, [SIGNED_IN_AT_CLAIM]: Date.now() - 3_600_000 });
  request.cookies.set('next-auth.session-token', jwt);
}

beforeEach(() => {
  request.headers = new Headers({ [PROXY_REGION_HEADER]: REGION });
  request.cookies.clear();
});

describe('the account’s server actions', () => {
  it('save names for the signed-in user and refuse a signed-out one, keeping what was typed', async () => {
    const user = await account('name', 'passwort-eins-1');
    const typed = { firstName: 'Jana', lastName: 'Suchende', displayName: '' };
    expect(await saveNameAction(IDLE, form(typed))).toMatchObject({
      status: 'error',
      values: typed,
      errors: { form: expect.stringContaining('nicht mehr angemeldet') },
    });
    await signedIn(user.id);
    expect(await saveNameAction(IDLE, form(typed))).toMatchObject({ status: 'done' });
    const [row] = await state.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Jana', lastName: 'Suchende', displayName: 'Jana Suchende' });
  });

  it('reset a forgotten password by the mailed link, the same answer for an unknown address', async () => {
    const user = await account('forgot', 'passwort-zwei-2');
    const known = await forgotPasswordAction(IDLE, form({ email: user.email }));
    const unknown = await forgotPasswordAction(IDLE, form({ email: `nobody-${state.tag}@example.test` }));
    expect(known.status).toBe('done');
    expect(unknown.status).toBe('done');
    const mail = parseMail((await smtp.server.waitForMail(user.email)).raw);
    const token = /passwort-neu\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    const differ = await resetPasswordAction(
      IDLE,
      form({ token, newPassword: 'neues-passwort-2', repeatPassword: 'anders-passwort' }),
    );
    expect(differ.errors).toEqual({ repeatPassword: 'Die beiden Passwörter stimmen nicht überein.' });
    const done = await resetPasswordAction(
      IDLE,
      form({ token, newPassword: 'neues-passwort-2', repeatPassword: 'neues-passwort-2' }),
    );
    expect(done.status).toBe('done');
    const again = await resetPasswordAction(
      IDLE,
      form({ token, newPassword: 'neues-passwort-3', repeatPassword: 'neues-passwort-3' }),
    );
    expect(again.errors.form).toContain('abgelaufen');
    const [row] = await state.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword('neues-passwort-2', row.passwordHash)).toBe(true);
  });

  it('change the password: this browser stays signed in, sessions started before end', async () => {
    const user = await account('change', 'passwort-drei-3');
    await signedIn(user.id);
    const before = (await readSessionToken(request.cookies.get('next-auth.session-token')))!.startedAt;
    const wrong = await changePasswordAction(
      IDLE,
      form({
        hasPassword: 'true',
        currentPassword: 'falsch-falsch',
        newPassword: 'neues-passwort-4',
        repeatPassword: 'neues-passwort-4',
      }),
    );
    expect(wrong.errors).toEqual({ currentPassword: 'Das aktuelle Passwort stimmt nicht.' });
    const done = await changePasswordAction(
      IDLE,
      form({
        hasPassword: 'true',
        currentPassword: 'passwort-drei-3',
        newPassword: 'neues-passwort-4',
        repeatPassword: 'neues-passwort-4',
      }),
    );
    expect(done).toEqual({ status: 'done', values: {}, errors: {} });
    const [row] = await state.db.select().from(users).where(eq(users.id, user.id));
    const renewed = await readSessionToken(request.cookies.get('next-auth.session-token'));
    expect(isSessionCurrent(row.sessionsValidAfter, before)).toBe(false);
    expect(isSessionCurrent(row.sessionsValidAfter, renewed!.startedAt)).toBe(true);
  });

  it('ask for a new address with a link to it, the error by the field when it is the current one', async () => {
    const user = await account('move', 'passwort-vier-4');
    await signedIn(user.id);
    const same = await changeEmailAction(IDLE, form({ email: user.email }));
    expect(same.errors).toEqual({ email: 'Das ist schon die Adresse deines Kontos.' });
    const target = `umzug-${state.tag}@example.test`;
    expect(await changeEmailAction(IDLE, form({ email: target }))).toMatchObject({
      status: 'done',
      values: { email: target },
    });
    expect(parseMail((await smtp.server.waitForMail(target)).raw).text).toContain('/user/email-bestaetigen?token=');
  });

  it('edit, pause and delete an alert by plain forms, answered with the alerts page and its notice', async () => {
    const user = await account('alerts', 'passwort-fuenf-5');
    await signedIn(user.id);
    const [alert] = await state.db
      .insert(jobAlerts)
      .values({
        regionId: REGION,
        email: user.email,
        userId: user.id,
        label: 'Pflege',
        search: { filters: [] },
        intervalSeconds: ALERT_INTERVALS.daily,
        confirmed: true,
        unsubscribeToken: `u-${state.tag}`,
      })
      .returning({ id: jobAlerts.id });
    const redirected = (work: Promise<void>) =>
      expect(work).rejects.toMatchObject({ digest: expect.stringContaining('/user/suchauftraege?hinweis=') });
    await redirected(updateAlertAction(form({ id: alert.id, label: 'Pflege Fürth', interval: 'MONTHLY' })));
    await redirected(pauseAlertAction(form({ id: alert.id, paused: 'true' })));
    const [row] = await state.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
    expect(row).toMatchObject({ label: 'Pflege Fürth', intervalSeconds: ALERT_INTERVALS.none });
    await expect(updateAlertAction(form({ id: alert.id, label: '', interval: 'MONTHLY' }))).rejects.toMatchObject({
      digest: expect.stringContaining('hinweis=invalid'),
    });
    await expect(deleteAlertAction(form({ id: alert.id }))).rejects.toMatchObject({
      digest: expect.stringContaining('hinweis=deleted'),
    });
    expect(await state.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id))).toEqual([]);
  });
});
