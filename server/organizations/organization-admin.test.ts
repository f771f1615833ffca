// @module-tag postgres
// Support's tools for organizations: create one for a customer and invite its first owner, trust it, and
// merge a duplicate into the organization that stays.
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../graphql/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import {
  creditLedger,
  jobs,
  organizationChangeLog,
  organizationInvitations,
  organizationMembers,
  organizations,
  userRoles,
  users,
} from '../db/schema';
import { loadSessionUser, type SessionUser } from '../auth/session-user';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { acceptInvitation } from './invitations';
import {
  createCustomerOrganization,
  isOrganizationAdmin,
  mergeOrganizations,
  OrganizationAdminError,
  setOrganizationTrusted,
} from './organization-admin';

let db: Db;
let fx: Fixtures;
let admin: SessionUser;
const sent: OutgoingMail[] = [];
const mailer: Mailer = { mode: 'mailbox', send: async (mail) => void sent.push(mail) };
const made: string[] = [];
const tag = crypto.randomUUID().slice(0, 6);

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  admin = (await loadSessionUser(db, fx.site_admin.id, REGION))!;
});
afterAll(async () => {
  for (const id of made) await db.delete(organizations).where(eq(organizations.id, id));
  await fx.cleanup();
  await closeGraphQLTestDb();
});

async function organization(name: string) {
  const [org] = await db
    .insert(organizations)
    .values({ regionId: REGION, slug: `${name.toLowerCase()}-${tag}`, name: `${name} ${tag}` })
    .returning({ id: organizations.id });
  made.push(org.id);
  return org.id;
}

describe('organization admin', () => {
  it('is for administrators and site admins, not job editors', () => {
    expect(isOrganizationAdmin(['administrator'])).toBe(true);
    expect(isOrganizationAdmin(['site_admin'])).toBe(true);
    expect(isOrganizationAdmin(['job_editor', 'recruiter'])).toBe(false);
  });

  it('creates an organization for a customer and invites its owner, who becomes owner on accepting', async () => {
    const ownerEmail = `kunde-${tag}@example.test`;
    const form = {
      companyName: `Stadtwerke ${tag}`,
      countryCode: 'DE',
      zip: '90402',
      locality: 'Nürnberg',
      ownerEmail,
    };
    const org = await createCustomerOrganization(db, mailer, { regionId: REGION, actor: admin, form });
    made.push(org.id);
    expect(org).toMatchObject({ name: `Stadtwerke ${tag}`, trusted: false, published: false });
    expect(sent.map((mail) => mail.to)).toEqual([ownerEmail]);
    const token = /einladung\/([A-Za-z0-9_-]+)/.exec(sent[0].text)![1];
    const [user] = await db.insert(users).values({ email: ownerEmail, regionId: REGION }).returning({ id: users.id });
    const joined = await acceptInvitation(db, {
      regionId: REGION,
      token,
      user: (await loadSessionUser(db, user.id, REGION))!,
    });
    expect(joined.ownerId).toBe(user.id);
    const [row] = await db.select().from(organizations).where(eq(organizations.id, org.id));
    expect(row.ownerId).toBe(user.id);
    await db.delete(users).where(eq(users.id, user.id));
  });

  it('refuses a form without company name, with the German message and the field', async () => {
    const form = {
      companyName: '',
      countryCode: 'DE',
      zip: '90402',
      locality: 'Nürnberg',
      ownerEmail: 'x@example.test',
    };
    const refusal = createCustomerOrganization(db, mailer, { regionId: REGION, actor: admin, form });
    await expect(refusal).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'companyName',
      message: 'Bitte geben Sie den Namen des Unternehmens ein.',
    });
  });

  it('marks an organization trusted and untrusted, with a log entry for each change', async () => {
    const id = await organization('Vertrauen');
    expect(
      await setOrganizationTrusted(db, { regionId: REGION, actor: admin, organizationId: id, trusted: true }),
    ).toMatchObject({
      trusted: true,
    });
    await setOrganizationTrusted(db, { regionId: REGION, actor: admin, organizationId: id, trusted: false });
    const log = await db.select().from(organizationChangeLog).where(eq(organizationChangeLog.organizationId, id));
    expect(log.map((e) => e.action).sort()).toEqual(['organization.trusted', 'organization.untrusted']);
    expect(log.every((e) => e.viaSupport)).toBe(true);
    // Another site's organization does not exist here.
    await expect(
      setOrganizationTrusted(db, { regionId: 'rosenheim', actor: admin, organizationId: id, trusted: true }),
    ).rejects.toBeInstanceOf(OrganizationAdminError);
  });

  it('merges a duplicate: jobs, credits, people and invitations move, the duplicate is gone, the log says so', async () => {
    const keep = await organization('Behalten');
    const duplicate = await organization('Doppelt');
    const person = fx.applicant.id;
    await db.update(organizations).set({ ownerId: person }).where(eq(organizations.id, duplicate));
    await db.insert(organizationMembers).values({ organizationId: duplicate, userId: person });
    await db.insert(userRoles).values({ userId: person, role: 'recruiter', targetId: duplicate, regionId: REGION });
    await db.update(users).set({ activeOrganizationId: duplicate }).where(eq(users.id, person));
    const [job] = await db
      .insert(jobs)
      .values({ regionId: REGION, organizationId: duplicate, title: 'Koch', type: 'job_per_link', state: 'draft' })
      .returning({ id: jobs.id });
    await db
      .insert(creditLedger)
      .values({ organizationId: duplicate, regionId: REGION, type: 'job', delta: 2, reason: 'grant' });
    await db.insert(organizationInvitations).values({
      organizationId: duplicate,
      email: `offen-${tag}@example.test`,
      tokenHash: `hash-${tag}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    });

    await expect(
      mergeOrganizations(db, { regionId: REGION, actor: admin, duplicateId: keep, keepId: keep }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    const kept = await mergeOrganizations(db, { regionId: REGION, actor: admin, duplicateId: duplicate, keepId: keep });

    expect(kept.id).toBe(keep);
    expect(await db.select().from(organizations).where(eq(organizations.id, duplicate))).toEqual([]);
    expect((await db.select().from(jobs).where(eq(jobs.id, job.id)))[0].organizationId).toBe(keep);
    const credits = await db.select().from(creditLedger).where(eq(creditLedger.organizationId, keep));
    expect(credits.reduce((n, r) => n + r.delta, 0)).toBe(2);
    const [row] = await db.select().from(organizations).where(eq(organizations.id, keep));
    expect(row.ownerId).toBe(person);
    const members = await db.select().from(organizationMembers).where(eq(organizationMembers.organizationId, keep));
    expect(members.map((m) => m.userId)).toEqual([person]);
    const grants = await db.select().from(userRoles).where(eq(userRoles.targetId, keep));
    expect(grants.map((g) => [g.userId, g.role])).toEqual([[person, 'recruiter']]);
    const [user] = await db.select().from(users).where(eq(users.id, person));
    expect(user.activeOrganizationId).toBe(keep);
    const invitations = await db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.organizationId, keep));
    expect(invitations).toHaveLength(1);
    const log = await db.select().from(organizationChangeLog).where(eq(organizationChangeLog.organizationId, keep));
    expect(log.map((e) => [e.action, e.detail])).toEqual([
      ['organization.merged', { name: `Doppelt ${tag}`, jobs: 1 }],
    ]);
    // The grant the fixture user got here is not theirs to keep after the test.
    await db.delete(userRoles).where(eq(userRoles.targetId, keep));
    await db.update(users).set({ activeOrganizationId: null }).where(eq(users.id, person));
  });
});
