import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, resumeBlockedOrganizations, resumeContactRequests, resumes } from '../db/schema';
import type { ContactRequestRow } from './request-contact';

/** A request with what both sides' lists name it by: the organization, and the resume's desired job. */
export type ListedContactRequest = ContactRequestRow & { organizationName: string; resumeTitle: string | null };

/** A person receives few requests; the list is bounded all the same, newest first. */
export const CANDIDATE_LIST_LIMIT = 200;

const listed = {
  request: resumeContactRequests,
  organizationName: organizations.name,
  resumeTitle: sql<string | null>`${resumes.jobPreferences}->>'title'`,
};

const flatten = (rows: Array<{ request: ContactRequestRow; organizationName: string; resumeTitle: string | null }>) =>
  rows.map((r): ListedContactRequest => ({
    ...r.request,
    organizationName: r.organizationName,
    resumeTitle: r.resumeTitle,
  }));

/** The candidate's requests on this site, every state: their history. */
export async function candidateContactRequests(
  db: Db,
  { userId, regionId }: { userId: string; regionId: string },
): Promise<ListedContactRequest[]> {
  const rows = await db
    .select(listed)
    .from(resumeContactRequests)
    .innerJoin(resumes, eq(resumes.id, resumeContactRequests.resumeId))
    .innerJoin(organizations, eq(organizations.id, resumeContactRequests.organizationId))
    .where(and(eq(resumes.userId, userId), eq(resumes.regionId, regionId)))
    .orderBy(desc(resumeContactRequests.createdAt), desc(resumeContactRequests.id))
    .limit(CANDIDATE_LIST_LIMIT);
  return flatten(rows);
}

/**
 * The requests the given organizations sent on this site, newest first, one page. A resume whose owner blocked one
 * of them is left out, as a deleted resume's requests are gone (docs/product-decisions.md "Privacy from one's
 * employer").
 */
export async function organizationContactRequests(
  db: Db,
  input: { organizationIds: string[]; regionId: string; limit: number; offset: number },
): Promise<ListedContactRequest[]> {
  if (!input.organizationIds.length) return [];
  const rows = await db
    .select(listed)
    .from(resumeContactRequests)
    .innerJoin(resumes, eq(resumes.id, resumeContactRequests.resumeId))
    .innerJoin(organizations, eq(organizations.id, resumeContactRequests.organizationId))
    .where(
      and(
        inArray(resumeContactRequests.organizationId, input.organizationIds),
        eq(resumes.regionId, input.regionId),
        sql`not exists (select 1 from ${resumeBlockedOrganizations} where ${and(
          eq(resumeBlockedOrganizations.resumeId, resumes.id),
          inArray(resumeBlockedOrganizations.organizationId, input.organizationIds),
        )})`,
      ),
    )
    .orderBy(desc(resumeContactRequests.createdAt), desc(resumeContactRequests.id))
    .limit(input.limit)
    .offset(input.offset);
  return flatten(rows);
}

/** One request as the lists show it (after a change, to answer with). */
export async function listedContactRequest(db: Db, id: string): Promise<ListedContactRequest | null> {
  const rows = await db
    .select(listed)
    .from(resumeContactRequests)
    .innerJoin(resumes, eq(resumes.id, resumeContactRequests.resumeId))
    .innerJoin(organizations, eq(organizations.id, resumeContactRequests.organizationId))
    .where(eq(resumeContactRequests.id, id));
  return flatten(rows)[0] ?? null;
}
