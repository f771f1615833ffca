import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { openTestDb, testRegionId } from '../db/testing';
import { userRoles, users } from '../db/schema';
import { verifyPassword } from './password';
import { registerUser, validateRegistration } from './registration';

let handle: DbHandle;
const domain = `reg-${randomUUID().slice(0, 8)}.example`;
const region = testRegionId('reg');

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  await handle.db.delete(users).where(like(users.email, `%@${domain}`));
  await handle.close();
});

describe('sign-up rules', () => {
  it('answers one code per field, the first problem of each', () => {
    expect(validateRegistration({ email: '', password: '', name: '   ' })).toEqual({
      ok: false,
      fieldErrors: { email: 'emailRequired', password: 'passwordTooShort', name: 'nameRequired' },
    });
    expect(validateRegistration({ email: 'a@b', password: 'x'.repeat(201), name: 'n'.repeat(101) })).toEqual({
      ok: false,
      fieldErrors: { email: 'emailInvalid', password: 'passwordTooLong', name: 'nameTooLong' },
    });
    expect(validateRegistration({ email: 'Erika@Beispiel.de', password: 'erika@beispiel.de', name: '<b>' })).toEqual({
      ok: false,
      fieldErrors: { password: 'passwordIsEmail', name: 'nameInvalid' },
    });
    // Wrong types (a script, not the form) get the field's generic code.
    expect(validateRegistration({ email: 42, password: null })).toMatchObject({ ok: false, fieldErrors: { email: 'emailRequired', password: 'passwordRequired' } });
  });

  it('normalises the address and keeps umlauts in names', () => {
    expect(validateRegistration({ email: '  Jürgen.Müller@Beispiel.DE ', password: 'lang-genug-1', name: ' Jürgen Müller ' })).toEqual({
      ok: true,
      data: { email: 'jürgen.müller@beispiel.de', password: 'lang-genug-1', name: 'Jürgen Müller' },
    });
  });
});

describe('registerUser', () => {
  it('creates the user with a hashed password and the applicant role of the region', async () => {
    const result = await registerUser(handle.db, { email: `Neu@${domain}`, password: 'Neues-Passwort-1', name: 'Nora Neu' }, region);
    expect(result).toMatchObject({ ok: true, email: `neu@${domain}` });
    const [row] = await handle.db.select().from(users).where(eq(users.email, `neu@${domain}`));
    expect(row).toMatchObject({ name: 'Nora Neu', displayName: 'Nora Neu', regionId: region, emailVerified: null });
    expect(row.passwordHash).not.toContain('Neues-Passwort-1');
    expect(await verifyPassword('Neues-Passwort-1', row.passwordHash)).toBe(true);
    const roles = await handle.db.select().from(userRoles).where(eq(userRoles.userId, row.id));
    expect(roles.map((r) => [r.role, r.regionId, r.targetId])).toEqual([['applicant', region, null]]);
  });

  it('refuses an address that is taken, whatever its case, also when two sign-ups race', async () => {
    const email = `doppelt@${domain}`;
    const input = { email, password: 'Doppeltes-Passwort', name: 'Dora' };
    const results = await Promise.all([registerUser(handle.db, input, region), registerUser(handle.db, { ...input, email: email.toUpperCase() }, region)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, fieldErrors: { email: 'emailTaken' } });
    expect(await handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});
