import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import {
  creditLedger,
  jobs,
  organizationCustomerProfiles,
  organizationInvitations,
  organizationMembers,
  organizations,
  orders,
  resumeAlerts,
  resumeBlockedOrganizations,
  resumeContactRequests,
  subscriptions,
  userRoles,
  users,
} from '../db/schema';
import type { Mailer } from '../mail/mailer';
import messages from '../../messages/de.json';
import { recordOrganizationChange } from './change-log';
import { parseCustomerOrganization } from './company-signup-input';
import { createCompany } from './create-company';
import { inviteTeamMember } from './invitations';

const m = messages.graphql.organizationAdmin;

/**
 * Who creates organizations for customers, marks them trusted and merges duplicates: administrators and the
 * site's admins. Job editors review content but do not decide whom the site trusts
 * (docs/product-decisions.md "Company sign-up"). The grants are those valid on the request's site.
 */
export const ORGANIZATION_ADMIN_ROLES: readonly string[] = ['administrator', 'site_admin'];
export function isOrganizationAdmin(roles: readonly string[]): boolean {
  return roles.some((role) => ORGANIZATION_ADMIN_ROLES.includes(role));
}

/** A refusal with the API's code and a German message; resolvers pass both on. */
export class OrganizationAdminError extends Error {
  constructor(
    readonly code: 'BAD_USER_INPUT' | 'NOT_FOUND',
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

export type AdminOrganization = { id: string; name: string; slug: string; trusted: boolean; published: boolean };
const adminColumns = {
  id: organizations.id,
  name: organizations.name,
  slug: organizations.slug,
  trusted: organizations.trusted,
  published: organizations.published,
};

async function organizationOf(db: Db, regionId: string, id: string): Promise<AdminOrganization> {
  const [org] = await db
    .select(adminColumns)
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.regionId, regionId)));
  if (!org) throw new OrganizationAdminError('NOT_FOUND', m.notFound);
  return org;
}

/**
 * An organization for a customer, created by support: an unpublished, untrusted profile without owner, and
 * an invitation to the given address; whoever accepts it first becomes the owner (acceptInvitation).
 */
export async function createCustomerOrganization(
  db: Db,
  mailer: Mailer,
  input: { regionId: string; actor: SessionUser; form: unknown },
): Promise<AdminOrganization> {
  const valid = parseCustomerOrganization(input.form);
  if (!valid.ok) {
    const [field, code] = Object.entries(valid.fieldErrors)[0];
    throw new OrganizationAdminError('BAD_USER_INPUT', (m.fields as Record<string, string>)[code] ?? m.invalid, field);
  }
  const { company, ownerEmail } = valid.data;
  const org = await db.transaction(async (tx) => {
    const created = await createCompany(tx, { regionId: input.regionId, company, ownerId: null });
    await recordOrganizationChange(tx, {
      organizationId: created.id,
      actor: input.actor,
      viaSupport: true,
      action: 'organization.created',
      detail: { name: created.name },
    });
    return created;
  });
  await inviteTeamMember(db, mailer, {
    org: { id: org.id, name: org.name, ownerId: null, regionId: input.regionId },
    actor: { user: input.actor, viaSupport: true },
    email: ownerEmail,
  });
  return organizationOf(db, input.regionId, org.id);
}

/** Trusted organizations' jobs skip review where the site's JOB_POSTING.review is 'untrusted'. */
export async function setOrganizationTrusted(
  db: Db,
  input: { regionId: string; actor: SessionUser; organizationId: string; trusted: boolean },
): Promise<AdminOrganization> {
  const org = await organizationOf(db, input.regionId, input.organizationId);
  if (org.trusted === input.trusted) return org;
  await db.transaction(async (tx) => {
    await tx.update(organizations).set({ trusted: input.trusted }).where(eq(organizations.id, org.id));
    await recordOrganizationChange(tx, {
      organizationId: org.id,
      actor: input.actor,
      viaSupport: true,
      action: input.trusted ? 'organization.trusted' : 'organization.untrusted',
      detail: {},
    });
  });
  return { ...org, trusted: input.trusted };
}

/**
 * Merges a duplicate into the organization that stays, in one transaction: its jobs (with their
 * applications and files), members and recruiter grants, orders, credits, subscriptions, invitations,
 * contact requests, resume alerts and job seekers' blocks move over; the kept one's billing profile wins. The duplicate is then
 * deleted (its profile page and log go with it) and the kept one's log names what was merged.
 */
export async function mergeOrganizations(
  db: Db,
  input: { regionId: string; actor: SessionUser; duplicateId: string; keepId: string },
): Promise<AdminOrganization> {
  if (input.duplicateId === input.keepId) throw new OrganizationAdminError('BAD_USER_INPUT', m.mergeSame, 'keepId');
  const duplicate = await organizationOf(db, input.regionId, input.duplicateId);
  const keep = await organizationOf(db, input.regionId, input.keepId);
  const from = duplicate.id;
  const to = keep.id;
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(jobs)
      .set({ organizationId: to })
      .where(eq(jobs.organizationId, from))
      .returning({ id: jobs.id });
    await tx.update(orders).set({ organizationId: to }).where(eq(orders.organizationId, from));
    await tx.update(creditLedger).set({ organizationId: to }).where(eq(creditLedger.organizationId, from));
    await tx.update(subscriptions).set({ organizationId: to }).where(eq(subscriptions.organizationId, from));
    await tx.update(resumeAlerts).set({ organizationId: to }).where(eq(resumeAlerts.organizationId, from));
    await tx
      .update(organizationInvitations)
      .set({ organizationId: to })
      .where(eq(organizationInvitations.organizationId, from));
    // A job seeker who blocked the duplicate keeps the block: it moves to the kept organization.
    await tx.execute(sql`insert into ${resumeBlockedOrganizations} (resume_id, organization_id)
      select resume_id, ${to} from ${resumeBlockedOrganizations} where organization_id = ${from}
      on conflict do nothing`);
    // One open contact request per resume and organization: the kept one's stays where both asked.
    await tx
      .update(resumeContactRequests)
      .set({ organizationId: to })
      .where(
        and(
          eq(resumeContactRequests.organizationId, from),
          sql`not exists (select 1 from ${resumeContactRequests} r where r.organization_id = ${to} and r.resume_id = ${resumeContactRequests.resumeId})`,
        ),
      );
    const [keptProfile] = await tx
      .select({ id: organizationCustomerProfiles.organizationId })
      .from(organizationCustomerProfiles)
      .where(eq(organizationCustomerProfiles.organizationId, to));
    if (!keptProfile)
      await tx
        .update(organizationCustomerProfiles)
        .set({ organizationId: to })
        .where(eq(organizationCustomerProfiles.organizationId, from));
    await movePeople(tx, from, to, input.regionId);
    await tx.delete(organizations).where(eq(organizations.id, from));
    await recordOrganizationChange(tx, {
      organizationId: to,
      actor: input.actor,
      viaSupport: true,
      action: 'organization.merged',
      detail: { name: duplicate.name, jobs: moved.length },
    });
  });
  return organizationOf(db, input.regionId, to);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Members, the owner and recruiter grants of the duplicate join the kept organization; active ones switch. */
async function movePeople(tx: Tx, from: string, to: string, regionId: string): Promise<void> {
  const members = await tx
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, from));
  const grants = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.targetId, from), eq(userRoles.role, 'recruiter')));
  const [dup] = await tx
    .select({ ownerId: organizations.ownerId })
    .from(organizations)
    .where(eq(organizations.id, from));
  const people = [...new Set([...members, ...grants].map((p) => p.userId).concat(dup?.ownerId ? [dup.ownerId] : []))];
  if (people.length) {
    await tx
      .insert(organizationMembers)
      .values(people.map((userId) => ({ organizationId: to, userId })))
      .onConflictDoNothing();
    await tx
      .insert(userRoles)
      .values(people.map((userId) => ({ userId, role: 'recruiter' as const, targetId: to, regionId })))
      .onConflictDoNothing();
    await tx.delete(userRoles).where(and(eq(userRoles.targetId, from), inArray(userRoles.userId, people)));
  }
  await tx.update(users).set({ activeOrganizationId: to }).where(eq(users.activeOrganizationId, from));
  // The kept organization without owner takes the duplicate's.
  await tx
    .update(organizations)
    .set({ ownerId: dup?.ownerId ?? null })
    .where(and(eq(organizations.id, to), sql`${organizations.ownerId} is null`, ne(organizations.id, from)));
}
