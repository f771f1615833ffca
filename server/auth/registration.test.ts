import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { openTestDb, testRegionId } from '../db/testing';
import {
  gdprConsentInfoRevisions,
  gdprConsentInfos,
  gdprUserConsents,
  registrationRequests,
  userRoles,
  users,
} from '../db/schema';
import { seedConsentInfos } from '../seed/consent';
import { REGISTRATION_MAX_AGE_SECONDS } from './account-limits';
import { verifyPassword } from './password';
import { completeRegistration, requestRegistration, validateRegistration } from './registration';

let handle: DbHandle;
const domain = `reg-${randomUUID().slice(0, 8)}.example`;
const region = testRegionId('reg');

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  await handle.db.delete(gdprUserConsents).where(like(gdprUserConsents.mail, `%@${domain}`));
  await handle.db.delete(gdprConsentInfos).where(eq(gdprConsentInfos.regionId, region));
  await handle.db.delete(users).where(like(users.email, `%@${domain}`));
  await handle.db.delete(registrationRequests).where(like(registrationRequests.email, `%@${domain}`));
  await handle.close();
});

describe('sign-up rules', () => {
  it('answers one code per field, the first problem of each', () => {
    expect(validateRegistration({ email: '', password: '', name: '   ' })).toEqual({
      ok: false,
      fieldErrors: {
        email: 'emailRequired',
        password: 'passwordTooShort',
        name: 'nameRequired',
        terms: 'termsRequired',
      },
    });
    expect(
      validateRegistration({ email: 'a@b', password: 'x'.repeat(201), name: 'n'.repeat(101), terms: true }),
    ).toEqual({
      ok: false,
      fieldErrors: { email: 'emailInvalid', password: 'passwordTooLong', name: 'nameTooLong' },
    });
    expect(
      validateRegistration({ email: 'Erika@Beispiel.de', password: 'erika@beispiel.de', name: '<b>', terms: 'true' }),
    ).toEqual({
      ok: false,
      fieldErrors: { password: 'passwordIsEmail', name: 'nameInvalid' },
    });
    // Wrong types (a script, not the form) get the field's generic code.
    expect(validateRegistration({ email: 42, password: null })).toMatchObject({
      ok: false,
      fieldErrors: { email: 'emailRequired', password: 'passwordRequired' },
    });
  });

  it.each([
    ['ticked in the form (JSON)', true, true],
    ['ticked in a plain form post', 'true', true],
    ['not ticked', false, false],
    ['missing', undefined, false],
    ['anything else', 'yes', false],
  ])('needs the terms box ticked: %s', (_case, terms, ok) => {
    const result = validateRegistration({ email: 'tina@beispiel.de', password: 'lang-genug-1', name: 'Tina', terms });
    expect(result.ok).toBe(ok);
    if (!ok) expect(result).toEqual({ ok: false, fieldErrors: { terms: 'termsRequired' } });
  });

  it.each([
    ['franken', 'passwort1234', null],
    ['sachsen', 'passwort1234', 'passwordCommon'],
    ['sachsen', 'Regenbogen über Zwickau', null],
  ])('applies the site’s password policy (%s): %s', (regionId, password, problem) => {
    const result = validateRegistration({ email: 'tina@beispiel.de', password, name: 'Tina', terms: true }, regionId);
    expect(result.ok ? null : result.fieldErrors.password).toBe(problem);
  });

  it('normalises the address and keeps umlauts in names', () => {
    expect(
      validateRegistration({
        email: '  Jürgen.Müller@Beispiel.DE ',
        password: 'lang-genug-1',
        name: ' Jürgen Müller ',
        terms: true,
      }),
    ).toEqual({
      ok: true,
      data: { email: 'jürgen.müller@beispiel.de', password: 'lang-genug-1', name: 'Jürgen Müller', terms: true },
    });
  });
});

/** A sign-up as the link completes it: request, then use. */
async function signUp(input: Record<string, unknown>) {
  const requested = await requestRegistration(handle.db, input, region);
  if (!requested.ok) return requested;
  return { ...requested, userId: await completeRegistration(handle.db, requested.email) };
}

describe('sign-up', () => {
  it('creates the user only when the link is used: hashed password, the applicant role of the region', async () => {
    const requested = await requestRegistration(
      handle.db,
      { email: `Neu@${domain}`, password: 'Neues-Passwort-1', name: 'Nora Neu', terms: true },
      region,
    );
    expect(requested).toEqual({ ok: true, email: `neu@${domain}`, taken: false });
    expect(
      await handle.db
        .select()
        .from(users)
        .where(eq(users.email, `neu@${domain}`)),
    ).toHaveLength(0);
    const [pending] = await handle.db
      .select()
      .from(registrationRequests)
      .where(eq(registrationRequests.email, `neu@${domain}`));
    expect(pending.passwordHash).not.toContain('Neues-Passwort-1');

    expect(await completeRegistration(handle.db, `neu@${domain}`)).toEqual(expect.any(String));
    const [row] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, `neu@${domain}`));
    expect(row).toMatchObject({ name: 'Nora Neu', displayName: 'Nora Neu', regionId: region });
    expect(await verifyPassword('Neues-Passwort-1', row.passwordHash)).toBe(true);
    const roles = await handle.db.select().from(userRoles).where(eq(userRoles.userId, row.id));
    expect(roles.map((r) => [r.role, r.regionId, r.targetId])).toEqual([['applicant', region, null]]);
    // The request is used up.
    expect(await completeRegistration(handle.db, `neu@${domain}`)).toBeNull();
    expect(
      await handle.db
        .select()
        .from(registrationRequests)
        .where(eq(registrationRequests.email, `neu@${domain}`)),
    ).toHaveLength(0);
  });

  it('records the ticked box as agreement to the site’s current consent texts, and nothing without it', async () => {
    await seedConsentInfos(handle.db, [{ id: region, SITENAME: 'Jobs im Test', PRIVACY_LINK: '/datenschutz' }]);
    const refused = await requestRegistration(
      handle.db,
      { email: `ohne@${domain}`, password: 'Ohne-Haken-123', name: 'Otto' },
      region,
    );
    expect(refused).toEqual({ ok: false, fieldErrors: { terms: 'termsRequired' } });
    expect(
      await handle.db
        .select()
        .from(registrationRequests)
        .where(eq(registrationRequests.email, `ohne@${domain}`)),
    ).toHaveLength(0);

    const result = await signUp({ email: `zustimmung@${domain}`, password: 'Mit-Haken-123', name: 'Zoe', terms: true });
    const userId = (result as { userId: string }).userId;
    const agreed = await handle.db
      .select({
        type: gdprConsentInfos.type,
        revision: gdprConsentInfoRevisions.revision,
        mail: gdprUserConsents.mail,
        regionId: gdprUserConsents.regionId,
      })
      .from(gdprUserConsents)
      .innerJoin(gdprConsentInfos, eq(gdprConsentInfos.id, gdprUserConsents.infoId))
      .innerJoin(gdprConsentInfoRevisions, eq(gdprConsentInfoRevisions.id, gdprUserConsents.infoRevisionId))
      .where(eq(gdprUserConsents.userId, userId));
    expect(agreed.sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      { type: 'privacy', revision: 1, mail: `zustimmung@${domain}`, regionId: region },
      { type: 'terms', revision: 1, mail: `zustimmung@${domain}`, regionId: region },
    ]);
  });

  // Security review: sign-up answered `emailTaken`, telling anyone which addresses have an account.
  it('answers a taken address (whatever its case) like a free one, and leaves the account alone', async () => {
    const email = `doppelt@${domain}`;
    const first = await signUp({ email, password: 'Doppeltes-Passwort', name: 'Dora', terms: true });
    expect(first).toMatchObject({ ok: true, taken: false, userId: expect.any(String) });
    const again = await requestRegistration(
      handle.db,
      { email: email.toUpperCase(), password: 'Anderes-Passwort-2', name: 'Eve', terms: true },
      region,
    );
    expect(again).toEqual({ ok: true, email, taken: true });
    expect(
      await handle.db.select().from(registrationRequests).where(eq(registrationRequests.email, email)),
    ).toHaveLength(0);
    const [row] = await handle.db.select().from(users).where(eq(users.email, email));
    expect(row.name).toBe('Dora');
    expect(await verifyPassword('Doppeltes-Passwort', row.passwordHash)).toBe(true);
  });

  it('keeps the latest request per address, and an expired one creates nothing', async () => {
    const email = `spaet@${domain}`;
    const t0 = new Date('2026-03-01T10:00:00Z');
    await requestRegistration(
      handle.db,
      { email, password: 'Erstes-Passwort-1', name: 'Erst', terms: true },
      region,
      t0,
    );
    await requestRegistration(
      handle.db,
      { email, password: 'Zweites-Passwort-2', name: 'Zweit', terms: true },
      region,
      t0,
    );
    const [pending] = await handle.db.select().from(registrationRequests).where(eq(registrationRequests.email, email));
    expect(pending.name).toBe('Zweit');
    const later = new Date(t0.getTime() + (REGISTRATION_MAX_AGE_SECONDS + 1) * 1000);
    expect(await completeRegistration(handle.db, email, later)).toBeNull();
    expect(await handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // The next sign-up (of anyone) removes it.
    await requestRegistration(
      handle.db,
      { email: `andere@${domain}`, password: 'Anderes-Passwort-3', name: 'Andere', terms: true },
      region,
      later,
    );
    expect(
      await handle.db.select().from(registrationRequests).where(eq(registrationRequests.email, email)),
    ).toHaveLength(0);
  });
});
