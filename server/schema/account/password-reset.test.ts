// @module-tag postgres
// Password reset and change through the API with a real SMTP server: the reset link is mailed for a known
// address only, the answer is the same for an unknown one, the link works ten minutes and once, and every
// session ends; a change needs the old password and ends the sessions started before it.
import { firstError, gql, REGION } from '../../graphql/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getRegion } from '../../../regions/registry';
import { siteOrigin } from '../../../regions/site-origin';
import { hashPassword, verifyPassword } from '../../auth/password';
import { createAccount } from '../../auth/registration';
import { isSessionCurrent } from '../../auth/sessions';
import { passwordResetTokens, users } from '../../db/schema';
import { getMailer } from '../../mail/mailer';
import { parseMail } from '../../mail/testing';
import { PASSWORD_RESET_LIMITS, requestPasswordReset, resetPassword } from '../../account/password-reset';
import { purgeSpentAccountLinks } from '../../account/spent-links';
import { as, useResolverFixtures, useTestSmtp } from '../resolver-testing';

const state = useResolverFixtures();
const smtp = useTestSmtp();

const REQUEST = 'mutation($e: String!) { requestPasswordReset(email: $e) }';
const RESET = 'mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }';
const CHANGE = 'mutation($c: String, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';

async function account(local: string, password: string | null) {
  const email = `${local}-${state.tag}@example.test`;
  const id = await createAccount(state.db, {
    email,
    passwordHash: password ? await hashPassword(password) : 'x',
    name: 'Jana Suchende',
    regionId: REGION,
  });
  if (!password) await state.db.update(users).set({ passwordHash: null }).where(eq(users.id, id));
  state.cleanups.push(() => state.db.delete(users).where(eq(users.id, id)));
  return { id, email };
}

async function storedHash(id: string) {
  const [row] = await state.db.select().from(users).where(eq(users.id, id));
  return row;
}

async function mailedResetToken(email: string) {
  const mail = parseMail((await smtp.server.waitForMail(email)).raw);
  const link = /(https?:\/\/\S+)\/user\/passwort-neu\?token=([A-Za-z0-9_-]{43})/.exec(mail.text);
  return { mail, origin: link![1], token: link![2] };
}

describe('password reset by mail', () => {
  it('mails a German link on the site origin, valid ten minutes, and answers the same for unknown addresses', async () => {
    const { email } = await account('reset', 'altes-passwort-1');
    const known = await gql(REQUEST, { e: ` ${email.toUpperCase()} ` });
    const unknown = await gql(REQUEST, { e: `niemand-${state.tag}@example.test` });
    expect(firstError(known)).toBeNull();
    expect(known.json).toEqual(unknown.json);
    const { mail, origin } = await mailedResetToken(email);
    expect(mail.subject).toBe('Neues Passwort für Jobs in Franken');
    expect(mail.text).toContain('10 Minuten gültig und funktioniert nur einmal');
    expect(origin).toBe(siteOrigin(getRegion(REGION)!));
    expect(smtp.server.received.some((m) => m.to.includes(`niemand-${state.tag}@example.test`))).toBe(false);
    // Addresses as the sign-up takes them: umlaut domains too.
    expect(firstError(await gql(REQUEST, { e: `jana-${state.tag}@müller.de` }))).toBeNull();
    expect(firstError(await gql(REQUEST, { e: 'keine-adresse' }))?.code).toBe('BAD_USER_INPUT');
  });

  it('sets the new password once, ends every session, and refuses the used link', async () => {
    const { id, email } = await account('once', 'altes-passwort-2');
    await gql(REQUEST, { e: email });
    const { token } = await mailedResetToken(email);
    const before = Date.now() - 1000;
    expect(firstError(await gql(RESET, { t: token, p: 'kurz' }))?.code).toBe('BAD_USER_INPUT');
    expect(firstError(await gql(RESET, { t: token, p: 'neues-passwort-2' }))).toBeNull();
    const row = await storedHash(id);
    expect(await verifyPassword('neues-passwort-2', row.passwordHash)).toBe(true);
    expect(isSessionCurrent(row.sessionsValidAfter, before)).toBe(false);
    const again = firstError(await gql(RESET, { t: token, p: 'drittes-passwort' }));
    expect(again).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('abgelaufen') });
  });

  it('refuses a link after ten minutes, and a newer link ends the older one', async () => {
    const { id, email } = await account('expiry', 'altes-passwort-3');
    const start = new Date();
    await requestPasswordReset(state.db, getMailer(), { email, clientIp: '203.0.113.7', regionId: REGION, now: start });
    const { token: first } = await mailedResetToken(email);
    const late = new Date(start.getTime() + 10 * 60_000 + 1000);
    await expect(
      resetPassword(state.db, { token: first, password: 'neues-passwort-3', regionId: 'franken', now: late }),
    ).rejects.toThrow(/abgelaufen/);
    smtp.server.received.splice(0);
    await requestPasswordReset(state.db, getMailer(), { email, clientIp: '203.0.113.7', regionId: REGION });
    const { token: second } = await mailedResetToken(email);
    expect(second).not.toBe(first);
    const rows = await state.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    expect(rows).toHaveLength(1);
    // The hourly clean-up removes the link once its ten minutes are over.
    await purgeSpentAccountLinks(state.db);
    expect(await state.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id))).toHaveLength(1);
    await purgeSpentAccountLinks(state.db, new Date(Date.now() + 10 * 60_000 + 1000));
    expect(await state.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id))).toHaveLength(0);
  });

  it('limits requests per address and per client, for known and unknown addresses alike', async () => {
    const now = new Date();
    const unknown = `limit-${state.tag}@example.test`;
    const ask = (email: string, clientIp: string) =>
      requestPasswordReset(state.db, getMailer(), { email, clientIp, regionId: REGION, now });
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perEmail.limit; i++) await ask(unknown, `198.51.100.${i}`);
    await expect(ask(unknown, '198.51.100.200')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perIp.limit; i++)
      await ask(`ip${i}-${state.tag}@example.test`, '192.0.2.9');
    await expect(ask(`ip-last-${state.tag}@example.test`, '192.0.2.9')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('password change and set', () => {
  it('needs the current password, then ends the sessions started before', async () => {
    const user = await account('change', 'altes-passwort-4');
    const wrong = firstError(await gql(CHANGE, { c: 'falsch-falsch', n: 'neues-passwort-4' }, await as(user)));
    expect(wrong).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Das aktuelle Passwort stimmt nicht.' });
    const before = Date.now() - 1000;
    const done = await gql(CHANGE, { c: 'altes-passwort-4', n: 'neues-passwort-4' }, await as(user));
    expect(firstError(done)).toBeNull();
    const row = await storedHash(user.id);
    expect(await verifyPassword('neues-passwort-4', row.passwordHash)).toBe(true);
    expect(isSessionCurrent(row.sessionsValidAfter, before)).toBe(false);
    expect(isSessionCurrent(row.sessionsValidAfter, Date.parse(done.json.data!.changePassword as string))).toBe(true);
    const notice = parseMail((await smtp.server.waitForMail(user.email)).raw);
    expect(notice.subject).toBe('Dein Passwort bei Jobs in Franken wurde geändert');
  });

  it('lets a user without a password set one, and refuses anonymous callers', async () => {
    const user = await account('set', null);
    expect(firstError(await gql(CHANGE, { n: 'erstes-passwort-5' }, await as(user)))).toBeNull();
    expect(await verifyPassword('erstes-passwort-5', (await storedHash(user.id)).passwordHash)).toBe(true);
    expect(firstError(await gql(CHANGE, { n: 'erstes-passwort-5' }))?.code).toBe('UNAUTHENTICATED');
  });
});
