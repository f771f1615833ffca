// @module-tag postgres
// DSGVO Art. 17: after an erasure, a scan of every text and jsonb column of every table finds the person's
// address and names nowhere, their files are gone from the storage, and the account cannot sign in.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFileExists } from '../storage/storage-testing';
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../graphql/testing';
import { inboxApplication, inboxJob, removeInboxJob } from '../applications/inbox/inbox-testing';
import { loadSessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import {
  invoices,
  jobApplicationNotes,
  jobApplications,
  organizationChangeLog,
  organizationInvitations,
  organizationMembers,
  orders,
  organizations,
  users,
} from '../db/schema';
import { recordOrganizationChange } from '../organizations/change-log';
import { removeTeamMember } from '../organizations/team';
import { teamOrganizationOf } from '../organizations/team-testing';
import { revokeTeamInvitation } from '../organizations/invitations';
import { placeAsCheckout, testInvoiceDeps } from '../commerce/orders/order-testing';
import { getStorage } from '../storage/process-storage';
import { eraseAccount } from './erase-account';
import { ERASED_LABEL_TEXT } from './registry';
import { seedDataSubject } from './privacy-testing';
import { findTraces } from './trace-scan-testing';

let db: Db;
let fx: Fixtures;
let jobId: string;

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  jobId = await inboxJob(db, REGION, fx.ownOrganization[fx.recruiter.id]);
});
afterAll(async () => {
  await removeInboxJob(db, jobId);
  await fx.cleanup();
  await closeGraphQLTestDb();
});

/**
 * The employer's change log names the person through its real writers (invitation withdrawn, member
 * removed), under a key no writer uses yet, and by the account's old address after a change (by id).
 */
async function nameInChangeLog(organizationId: string, subject: { id: string; email: string; firstName: string }) {
  const org = await teamOrganizationOf(db, organizationId);
  const owner = (await loadSessionUser(db, fx.recruiter.id, REGION))!;
  const actor = { user: owner, viaSupport: false };
  const [invitation] = await db
    .select({ id: organizationInvitations.id })
    .from(organizationInvitations)
    .where(eq(organizationInvitations.email, subject.email));
  await revokeTeamInvitation(db, { org, actor, invitationId: invitation.id });
  await db.insert(organizationMembers).values({ organizationId, userId: subject.id });
  await removeTeamMember(db, { org, actor, userId: subject.id });
  await recordOrganizationChange(db, {
    organizationId,
    actor: owner,
    viaSupport: false,
    action: 'team.someday',
    detail: { colleagues: ['Max', `${subject.firstName} <${subject.email.toUpperCase()}>`] },
  });
  await db.insert(organizationChangeLog).values({
    organizationId,
    actorId: owner.id,
    actorLabel: owner.email,
    action: 'team.member_removed',
    detail: { member: `${subject.firstName} <alt-${subject.email}>`, personId: subject.id },
  });
}

describe('erasing an account', () => {
  it('leaves the address and the names nowhere in the database, and no file of the person', async () => {
    const organizationId = fx.ownOrganization[fx.recruiter.id];
    const subject = await seedDataSubject(db, { regionId: REGION, jobId, organizationId, consent: fx.consent });
    await nameInChangeLog(organizationId, subject);
    const words = [subject.email, subject.firstName, subject.lastName, subject.phone];
    expect((await findTraces(db, words)).length).toBeGreaterThan(10);
    const keys = [subject.photoKey, ...subject.attachmentKeys];
    expect(await Promise.all(keys.map(storedFileExists))).toEqual(keys.map(() => true));
    // Someone else's application to the same job stays.
    const other = await inboxApplication(db, { regionId: REGION, jobId });

    expect(await eraseAccount(db, getStorage(), subject.id)).toBe(true);

    expect(await findTraces(db, words)).toEqual([]);
    expect(await Promise.all(keys.map(storedFileExists))).toEqual(keys.map(() => false));
    expect(await db.select().from(users).where(eq(users.id, subject.id))).toEqual([]);
    // A session of the erased account loads no user, so it is signed out.
    expect(await loadSessionUser(db, subject.id, REGION, { startedAt: Date.now() })).toBeNull();
    expect(
      await db.select({ id: jobApplications.id }).from(jobApplications).where(eq(jobApplications.id, other.id)),
    ).toHaveLength(1);
    expect(await storedFileExists(other.file!.storageKey)).toBe(true);
    expect(await eraseAccount(db, getStorage(), subject.id)).toBe(false);
  });

  it('empties only the entries naming the erased address, not one whose address merely contains it', async () => {
    const organizationId = fx.ownOrganization[fx.recruiter.id];
    const entry = (member: string) => ({
      organizationId,
      actorLabel: 'Inhaberin',
      action: 'team.member_removed',
      detail: { member },
    });
    const [named, other] = await db
      .insert(organizationChangeLog)
      .values([entry(`Weg <${fx.doomed.email.toUpperCase()}>`), entry(`Bleibt <x${fx.doomed.email}>`)])
      .returning({ id: organizationChangeLog.id });

    expect(await eraseAccount(db, getStorage(), fx.doomed.id)).toBe(true);

    const detailOf = async (id: string) =>
      (await db.select().from(organizationChangeLog).where(eq(organizationChangeLog.id, id)))[0].detail;
    expect(await detailOf(named.id)).toEqual({});
    expect(await detailOf(other.id)).toEqual({ member: `Bleibt <x${fx.doomed.email}>` });
  });

  it("keeps an organization's records of a recruiter who leaves, without the recruiter's name", async () => {
    const organizationId = fx.strangerOrganization;
    // An order the recruiter placed: its invoice is the organization's record, kept by law (§ 147 AO).
    const placed = await placeAsCheckout(
      db,
      { regionId: REGION, organizationId, userId: fx.stranger.id, sku: 'job-credits-1' },
      testInvoiceDeps(),
    );
    const application = await inboxApplication(db, { regionId: REGION, jobId });
    const [note] = await db
      .insert(jobApplicationNotes)
      .values({ applicationId: application.id, authorId: fx.stranger.id, authorLabel: fx.stranger.email, body: 'Gut' })
      .returning({ id: jobApplicationNotes.id });

    expect(await eraseAccount(db, getStorage(), fx.stranger.id)).toBe(true);

    const [kept] = await db.select().from(jobApplicationNotes).where(eq(jobApplicationNotes.id, note.id));
    expect(kept).toMatchObject({ authorId: null, authorLabel: ERASED_LABEL_TEXT, body: 'Gut' });
    const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
    expect(organization.ownerId).toBeNull();
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId!));
    expect(order.userId).toBeNull();
    expect(await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
    // Nothing else names the recruiter: only the organization's business records (the order's customer data).
    const traces = await findTraces(db, [fx.stranger.email]);
    expect(
      traces.every((hit) => /^(orders|invoices|organization_customer_profiles)\./.test(hit)),
      traces.join(),
    ).toBe(true);
  });
});
