import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { openTestDb, testRegionId } from '../db/testing';
import { gdprConsentInfoRevisions, gdprConsentInfos, gdprUserConsents, userRoles, users } from '../db/schema';
import { seedConsentInfos } from '../seed/consent';
import { verifyPassword } from './password';
import { registerUser, validateRegistration } from './registration';

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
  await handle.close();
});

describe('sign-up rules', () => {
  it('answers one code per field, the first problem of each', () => {
    expect(validateRegistration({ email: '', password: '', name: '   ' })).toEqual({
      ok: false,
      fieldErrors: { email: 'emailRequired', password: 'passwordTooShort', name: 'nameRequired', terms: 'termsRequired' },
    });
    expect(validateRegistration({ email: 'a@b', password: 'x'.repeat(201), name: 'n'.repeat(101), terms: true })).toEqual({
      ok: false,
      fieldErrors: { email: 'emailInvalid', password: 'passwordTooLong', name: 'nameTooLong' },
    });
    expect(validateRegistration({ email: 'Erika@Beispiel.de', password: 'erika@beispiel.de', name: '<b>', terms: 'true' })).toEqual({
      ok: false,
      fieldErrors: { password: 'passwordIsEmail', name: 'nameInvalid' },
    });
    // Wrong types (a script, not the form) get the field's generic code.
    expect(validateRegistration({ email: 42, password: null })).toMatchObject({ ok: false, fieldErrors: { email: 'emailRequired', password: 'passwordRequired' } });
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

  it('normalises the address and keeps umlauts in names', () => {
    expect(validateRegistration({ email: '  Jürgen.Müller@Beispiel.DE ', password: 'lang-genug-1', name: ' Jürgen Müller ', terms: true })).toEqual({
      ok: true,
      data: { email: 'jürgen.müller@beispiel.de', password: 'lang-genug-1', name: 'Jürgen Müller', terms: true },
    });
  });
});

describe('registerUser', () => {
  it('creates the user with a hashed password and the applicant role of the region', async () => {
    const result = await registerUser(handle.db, { email: `Neu@${domain}`, password: 'Neues-Passwort-1', name: 'Nora Neu', terms: true }, region);
    expect(result).toMatchObject({ ok: true, email: `neu@${domain}` });
    const [row] = await handle.db.select().from(users).where(eq(users.email, `neu@${domain}`));
    expect(row).toMatchObject({ name: 'Nora Neu', displayName: 'Nora Neu', regionId: region, emailVerified: null });
    expect(row.passwordHash).not.toContain('Neues-Passwort-1');
    expect(await verifyPassword('Neues-Passwort-1', row.passwordHash)).toBe(true);
    const roles = await handle.db.select().from(userRoles).where(eq(userRoles.userId, row.id));
    expect(roles.map((r) => [r.role, r.regionId, r.targetId])).toEqual([['applicant', region, null]]);
  });

  it('records the ticked box as agreement to the site’s current consent texts, and nothing without it', async () => {
    await seedConsentInfos(handle.db, [{ id: region, SITENAME: 'Jobs im Test', PRIVACY_LINK: '/datenschutz' }]);
    const refused = await registerUser(handle.db, { email: `ohne@${domain}`, password: 'Ohne-Haken-123', name: 'Otto' }, region);
    expect(refused).toEqual({ ok: false, fieldErrors: { terms: 'termsRequired' } });
    expect(await handle.db.select().from(users).where(eq(users.email, `ohne@${domain}`))).toHaveLength(0);

    const result = await registerUser(handle.db, { email: `zustimmung@${domain}`, password: 'Mit-Haken-123', name: 'Zoe', terms: true }, region);
    const userId = (result as { userId: string }).userId;
    const agreed = await handle.db
      .select({ type: gdprConsentInfos.type, revision: gdprConsentInfoRevisions.revision, mail: gdprUserConsents.mail, regionId: gdprUserConsents.regionId })
      .from(gdprUserConsents)
      .innerJoin(gdprConsentInfos, eq(gdprConsentInfos.id, gdprUserConsents.infoId))
      .innerJoin(gdprConsentInfoRevisions, eq(gdprConsentInfoRevisions.id, gdprUserConsents.infoRevisionId))
      .where(eq(gdprUserConsents.userId, userId));
    expect(agreed.sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      { type: 'privacy', revision: 1, mail: `zustimmung@${domain}`, regionId: region },
      { type: 'terms', revision: 1, mail: `zustimmung@${domain}`, regionId: region },
    ]);
  });

  it('refuses an address that is taken, whatever its case, also when two sign-ups race', async () => {
    const email = `doppelt@${domain}`;
    const input = { email, password: 'Doppeltes-Passwort', name: 'Dora', terms: true };
    const results = await Promise.all([registerUser(handle.db, input, region), registerUser(handle.db, { ...input, email: email.toUpperCase() }, region)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, fieldErrors: { email: 'emailTaken' } });
    expect(await handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});
