import { type AnyColumn, and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session-user';
import { resumeBlockedOrganizations } from '../db/schema';
import { ownOrganizationIds, type OrganizationPerson } from '../organizations/own-organizations';
import type { Db } from '../db/client';

/** Whoever looks at resumes: their own organizations follow from id and roles, the one they act for is active. */
export type RecruitingPerson = OrganizationPerson & Pick<SessionUser, 'activeOrganizationId'>;

/**
 * Whether the owner of the resume `resumeId` blocked an organization `person` is recognised by: any of their own
 * organizations (owner, member or grant target, on any site), the one they act for now (users.activeOrganizationId;
 * for support staff the organization they support), and `alsoFor` (the organization a contact request is sent
 * for). Any one is enough: a recruiter of two organizations cannot switch to the other to look
 * (docs/product-decisions.md "Privacy from one's employer"). One `exists` inside the caller's statement, so the
 * search and the resume view keep their statement counts.
 */
export function blockedForSql(
  db: Pick<Db, 'select'>,
  resumeId: AnyColumn | SQL,
  person: RecruitingPerson,
  alsoFor: readonly string[] = [],
): SQL<boolean> {
  const acting = [...alsoFor, ...(person.activeOrganizationId ? [person.activeOrganizationId] : [])];
  const organization = resumeBlockedOrganizations.organizationId;
  const whose = or(
    inArray(organization, ownOrganizationIds(db, person)),
    acting.length ? inArray(organization, acting) : undefined,
  );
  return sql<boolean>`exists (select 1 from ${resumeBlockedOrganizations} where ${and(
    eq(resumeBlockedOrganizations.resumeId, resumeId),
    whose,
  )})`;
}
