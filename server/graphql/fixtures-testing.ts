/**
 * Fixtures of the GraphQL tests: users of every docs/product.md §6 role with their organizations, credits,
 * subscriptions and a consent info, removed again after the test file.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/client';
import {
  creditLedger,
  files,
  gdprConsentInfoRevisions,
  gdprConsentInfos,
  organizationMembers,
  organizations,
  products,
  subscriptions,
  type UserRole,
  userRoles,
  users,
} from '../db/schema';
import { deleteOrdersOf } from '../commerce/orders/order-cleanup-testing';
import { closeGraphQLTestDb, OTHER_REGION, openGraphQLTestDb, REGION } from './environment-testing';

export type FixtureUser = { id: string; email: string };
export type Fixtures = {
  applicant: FixtureUser;
  recruiter: FixtureUser;
  administrator: FixtureUser;
  site_admin: FixtureUser;
  job_editor: FixtureUser;
  /** A recruiter of another organization: "another's" target. */
  stranger: FixtureUser;
  /** A user who is deleted (or blocked) by tests of the session rules. */
  doomed: FixtureUser;
  /** Per user id: the organization they own on REGION. */
  ownOrganization: Record<string, string>;
  /** The stranger's organization. */
  strangerOrganization: string;
  /** An organization on OTHER_REGION, owned by the recruiter. */
  foreignOrganization: string;
  productId: string;
  consent: { type: string; infoId: string; revisionId: string };
  cleanup(): Promise<void>;
};

const uniqueMail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/**
 * Creates users of every docs/product.md §6 role with their organizations, credits, subscriptions and a consent info.
 */
export async function createFixtures(db: Db): Promise<Fixtures> {
  const tag = randomUUID().slice(0, 8);
  const roleOf: Record<string, { role: UserRole; regionId: string | null } | null> = {
    applicant: { role: 'applicant', regionId: REGION },
    recruiter: { role: 'recruiter', regionId: REGION },
    administrator: { role: 'administrator', regionId: null },
    site_admin: { role: 'site_admin', regionId: REGION },
    job_editor: { role: 'job_editor', regionId: REGION },
    stranger: { role: 'recruiter', regionId: REGION },
    doomed: { role: 'applicant', regionId: REGION },
  };
  const names = Object.keys(roleOf);
  const created = await db
    .insert(users)
    .values(
      names.map((name) => ({
        email: uniqueMail(name),
        name: `Test ${name}`,
        firstName: 'Test',
        lastName: name,
        emailVerified: new Date(),
        approved: true,
        regionId: REGION,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const byName = Object.fromEntries(names.map((name, i) => [name, created[i]])) as Record<string, FixtureUser>;

  // Every user owns one organization on REGION (so "own" exists for each caller); the recruiter also on OTHER_REGION.
  const orgRows = await db
    .insert(organizations)
    .values([
      ...names.map((name) => ({
        regionId: REGION,
        slug: `${name}-${tag}`,
        name: `${name} GmbH ${tag}`,
        ownerId: byName[name].id,
      })),
      { regionId: OTHER_REGION, slug: `fremd-${tag}`, name: `Fremd GmbH ${tag}`, ownerId: byName.recruiter.id },
    ])
    .returning({ id: organizations.id, ownerId: organizations.ownerId, regionId: organizations.regionId });
  const ownOrganization: Record<string, string> = {};
  for (const org of orgRows) if (org.regionId === REGION && org.ownerId) ownOrganization[org.ownerId] = org.id;
  const foreignOrganization = orgRows.find((o) => o.regionId === OTHER_REGION)!.id;
  const strangerOrganization = ownOrganization[byName.stranger.id];

  await db.insert(userRoles).values(
    names.map((name) => ({
      userId: byName[name].id,
      role: roleOf[name]!.role,
      regionId: roleOf[name]!.regionId,
      // Recruiters hold their role for their organization (docs/product.md §6 roles by targetId).
      targetId: roleOf[name]!.role === 'recruiter' ? ownOrganization[byName[name].id] : null,
    })),
  );
  await db.insert(organizationMembers).values({ organizationId: strangerOrganization, userId: byName.stranger.id });

  const [product] = await db
    .insert(products)
    .values({
      sku: `test-${tag}`,
      type: 'subscription',
      name: `Stellenpaket ${tag}`,
      priceCents: 49900,
      jobSlots: 5,
      resumeContactSlots: 10,
      durationDays: 365,
    })
    .returning({ id: products.id });
  const orgIds = orgRows.map((o) => o.id);
  await db.insert(creditLedger).values(
    orgIds.map((organizationId) => ({
      organizationId,
      regionId: REGION,
      type: 'job',
      delta: 3,
      reason: 'grant' as const,
    })),
  );
  const start = new Date('2026-01-01T00:00:00Z');
  const end = new Date('2026-12-31T23:59:59Z');
  await db.insert(subscriptions).values(
    orgIds.flatMap((organizationId) => [
      {
        organizationId,
        productId: product.id,
        regionId: REGION,
        label: 'Jahrespaket',
        type: 'job_slots',
        status: 'active' as const,
        startDate: start,
        endDate: end,
        availableJobSlots: 5,
        resumeContactSlotsTotal: 10,
        resumeContactSlotsUsed: 2,
      },
      {
        organizationId,
        productId: product.id,
        regionId: OTHER_REGION,
        label: 'Jahrespaket Rosenheim',
        type: 'job_slots',
        status: 'expired' as const,
        startDate: start,
        endDate: end,
        availableJobSlots: 0,
      },
    ]),
  );

  const consentType = `terms-${tag}`;
  const [info] = await db
    .insert(gdprConsentInfos)
    .values({ type: consentType, placement: 'modal', regionId: REGION })
    .returning({ id: gdprConsentInfos.id });
  const [revision] = await db
    .insert(gdprConsentInfoRevisions)
    .values({
      infoId: info.id,
      revision: 1,
      text: '<p>Es gelten unsere <a href="/agb">AGB</a>.</p>',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
    })
    .returning({ id: gdprConsentInfoRevisions.id });

  return {
    applicant: byName.applicant,
    recruiter: byName.recruiter,
    administrator: byName.administrator,
    site_admin: byName.site_admin,
    job_editor: byName.job_editor,
    stranger: byName.stranger,
    doomed: byName.doomed,
    ownOrganization,
    strangerOrganization,
    foreignOrganization,
    productId: product.id,
    consent: { type: consentType, infoId: info.id, revisionId: revision.id },
    async cleanup() {
      const userIds = created.map((u) => u.id);
      await db.delete(gdprConsentInfos).where(inArray(gdprConsentInfos.id, [info.id]));
      await db.delete(files).where(inArray(files.ownerId, userIds));
      // Orders keep their organization (never deleted by the app): the tests' orders go first.
      await deleteOrdersOf(db, orgIds);
      await db.delete(organizations).where(inArray(organizations.id, orgIds));
      await db.delete(products).where(inArray(products.id, [product.id]));
      await db.delete(users).where(inArray(users.id, userIds));
    },
  };
}

/**
 * The test file's database with the shared fixtures: opened before the file's tests, fixtures removed and
 * the database closed after them. The fields are set in beforeAll.
 */
export function useGraphQLFixtures(): { db: Db; fx: Fixtures } {
  const state = {} as { db: Db; fx: Fixtures };
  beforeAll(async () => {
    state.db = await openGraphQLTestDb();
    state.fx = await createFixtures(state.db);
  });
  afterAll(async () => {
    await state.fx.cleanup();
    await closeGraphQLTestDb();
  });
  return state;
}
