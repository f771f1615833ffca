// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { organizationMembers, organizations, registrationRequests, userRoles, users } from '../db/schema';
import { completeRegistration, createAccount } from '../auth/registration';
import { verifyPassword } from '../auth/password';
import { addCompanyToAccount, requestCompanySignup } from './company-signup';
import { parseCompanySignup } from './company-signup-input';
import { normalizeCompanyName, organizationSlugOf } from './create-company';

let handle: DbHandle;
const domain = `csu-${randomUUID().slice(0, 8)}.example`;
const region = testRegionId('csu');

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  await handle.db.delete(organizations).where(eq(organizations.regionId, region));
  await handle.db.delete(users).where(like(users.email, `%@${domain}`));
  await handle.db.delete(registrationRequests).where(like(registrationRequests.email, `%@${domain}`));
  await deleteTestRegions(handle, [region]);
  await handle.close();
});

const company = (over: Record<string, string> = {}) => ({
  companyName: 'Bäckerei Müller GmbH',
  countryCode: 'DE',
  zip: '66111',
  locality: 'Saarbrücken',
  street: 'Bahnhofstraße 1',
  salutation: 'ms',
  firstName: 'Anna',
  lastName: 'Müller',
  position: 'Personalleitung',
  phone: '+49 681 123456',
  ...over,
});
const account = (email: string, over: Record<string, string> = {}) => ({
  email,
  signInBy: 'password',
  password: 'ein langes Passwort',
  terms: 'true',
  ...over,
});

describe('company sign-up input', () => {
  it('names every missing required field and leaves the optional ones alone', async () => {
    const result = await requestCompanySignup(handle.db, { countryCode: 'XX', signInBy: 'password' }, region);
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        companyName: 'companyNameRequired',
        countryCode: 'countryInvalid',
        zip: 'zipRequired',
        locality: 'localityRequired',
        salutation: 'salutationRequired',
        firstName: 'firstNameRequired',
        lastName: 'lastNameRequired',
        email: 'emailRequired',
        password: 'passwordTooShort',
        terms: 'termsRequired',
      },
    });
    const empty = { ...company(), street: '', position: '', phone: '' };
    const ok = await requestCompanySignup(handle.db, { ...empty, ...account(`leer@${domain}`) }, region);
    expect(ok).toEqual({ ok: true, email: `leer@${domain}`, taken: false });
  });

  it('needs no password when the person signs in by link, and a long one otherwise', async () => {
    const short = await requestCompanySignup(
      handle.db,
      { ...company(), ...account(`kurz@${domain}`, { password: 'kurz' }) },
      region,
    );
    expect(short).toEqual({ ok: false, fieldErrors: { password: 'passwordTooShort' } });
    const byLink = { ...company({ zip: '66113' }), ...account(`link@${domain}`, { signInBy: 'link', password: '' }) };
    expect(await requestCompanySignup(handle.db, byLink, region)).toMatchObject({ ok: true, taken: false });
    const [request] = await handle.db
      .select()
      .from(registrationRequests)
      .where(eq(registrationRequests.email, `link@${domain}`));
    expect(request.passwordHash).toBeNull();
  });

  it('applies the site’s password policy (PASSWORD_POLICY on Sachsen)', () => {
    const strong = (password: string) =>
      parseCompanySignup({ ...company(), ...account(`policy@${domain}`, { password }) }, 'sachsen');
    expect(strong('passwort-1234')).toEqual({ ok: false, fieldErrors: { password: 'passwordCommon' } });
    expect(strong('zu-kurz-ist')).toEqual({ ok: false, fieldErrors: { password: 'passwordTooShort' } });
    expect(strong('Brücken über der Elbe')).toMatchObject({ ok: true });
  });

  it('compares company names without case, punctuation or legal form', () => {
    expect(normalizeCompanyName('Bäckerei Müller GmbH')).toBe(normalizeCompanyName('BÄCKEREI MÜLLER'));
    expect(normalizeCompanyName('Schmidt & Co. KG')).toBe(normalizeCompanyName('schmidt'));
    expect(normalizeCompanyName('Schmidt Bau')).not.toBe(normalizeCompanyName('Schmidt'));
    expect(organizationSlugOf('Bäckerei Müller GmbH')).toBe('baeckerei-mueller-gmbh');
    expect(organizationSlugOf('***')).toBe('arbeitgeber');
  });
});

describe('company sign-up', () => {
  it('creates account and company only when the link is used: owner, member, recruiter, draft, untrusted', async () => {
    const email = `inhaberin@${domain}`;
    expect(await requestCompanySignup(handle.db, { ...company(), ...account(email) }, region)).toMatchObject({
      ok: true,
    });
    expect(await handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const userId = await completeRegistration(handle.db, email);
    expect(userId).toEqual(expect.any(String));
    const [user] = await handle.db.select().from(users).where(eq(users.id, userId!));
    expect(await verifyPassword('ein langes Passwort', user.passwordHash)).toBe(true);
    const [org] = await handle.db.select().from(organizations).where(eq(organizations.ownerId, userId!));
    expect(org).toMatchObject({
      regionId: region,
      name: 'Bäckerei Müller GmbH',
      slug: 'baeckerei-mueller-gmbh',
      published: false,
      trusted: false,
      personalInfo: {
        salutation: 'ms',
        firstName: 'Anna',
        lastName: 'Müller',
        position: 'Personalleitung',
        phone: '+49 681 123456',
      },
      companyInfo: {
        name: 'Bäckerei Müller GmbH',
        address: { countryCode: 'DE', zip: '66111', locality: 'Saarbrücken', addressLine1: 'Bahnhofstraße 1' },
      },
    });
    expect(user.activeOrganizationId).toBe(org.id);
    const members = await handle.db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, org.id));
    expect(members.map((m) => m.userId)).toEqual([userId]);
    const grants = await handle.db.select().from(userRoles).where(eq(userRoles.userId, userId!));
    expect(grants.map((g) => [g.role, g.targetId]).sort()).toEqual([
      ['applicant', null],
      ['recruiter', org.id],
    ]);
  });

  it('hints at a company of the site with the same name and postal code, and goes on once confirmed', async () => {
    const input = { ...company({ companyName: 'BÄCKEREI MÜLLER' }), ...account(`zweite@${domain}`) };
    expect(await requestCompanySignup(handle.db, input, region)).toEqual({
      ok: false,
      duplicate: { name: 'Bäckerei Müller GmbH' },
    });
    // Another postal code, or another site: no hint.
    expect(await requestCompanySignup(handle.db, { ...input, zip: '66115' }, region)).toMatchObject({ ok: true });
    expect(await requestCompanySignup(handle.db, input, testRegionId('other'))).toMatchObject({ ok: true });
    const confirmed = await requestCompanySignup(handle.db, { ...input, confirmDuplicate: 'true' }, region);
    expect(confirmed).toMatchObject({ ok: true });
    const userId = await completeRegistration(handle.db, `zweite@${domain}`);
    const [org] = await handle.db.select().from(organizations).where(eq(organizations.ownerId, userId!));
    // The slug of the first one is taken: the second gets its own.
    expect(org.slug).toBe('baeckerei-mueller');
  });

  it('creates nothing for an address that has an account, with the same answer', async () => {
    const email = `inhaberin@${domain}`;
    const result = await requestCompanySignup(handle.db, { ...company({ zip: '10115' }), ...account(email) }, region);
    expect(result).toEqual({ ok: true, email, taken: true });
    expect(
      await handle.db.select().from(registrationRequests).where(eq(registrationRequests.email, email)),
    ).toHaveLength(0);
  });
});

describe('a job seeker continues as employer', () => {
  it('adds the company to the account, as owner and recruiter, and makes it the active one', async () => {
    const userId = await createAccount(handle.db, {
      email: `suchende@${domain}`,
      passwordHash: null,
      name: 'Sara Suchende',
      regionId: region,
    });
    const refused = await addCompanyToAccount(handle.db, { userId, regionId: region, form: { companyName: '' } });
    expect(refused).toMatchObject({ ok: false, fieldErrors: { companyName: 'companyNameRequired' } });
    const form = company({ companyName: 'Pflegedienst Sonne', zip: '66740' });
    const added = await addCompanyToAccount(handle.db, { userId, regionId: region, form });
    expect(added).toMatchObject({ ok: true, organization: { name: 'Pflegedienst Sonne', slug: 'pflegedienst-sonne' } });
    const [user] = await handle.db.select().from(users).where(eq(users.id, userId));
    const orgId = added.ok ? added.organization.id : '';
    expect(user.activeOrganizationId).toBe(orgId);
    const grant = await handle.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'recruiter')));
    expect(grant.map((g) => g.targetId)).toEqual([orgId]);
    // The same company again: the hint, not a second organization.
    expect(await addCompanyToAccount(handle.db, { userId, regionId: region, form })).toEqual({
      ok: false,
      duplicate: { name: 'Pflegedienst Sonne' },
    });
  });
});
