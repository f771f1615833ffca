import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, resumeContactRequests, resumes, users } from '../db/schema';
import type { ResumeRow } from '../resumes/own-resume';
import { blockedForSql, type RecruitingPerson } from '../resumes/resume-blocks';
import { type ResumeAccess, type ResumeViewer, resumeAccess, shapeResumeFor } from '../resumes/resume-view';
import type { ListedContactRequest } from './contact-lists';
import type { ContactRequestRow } from './request-contact';

export type ViewerResume =
  | { found: false }
  | { found: true; access: 'none' }
  | {
      found: true;
      access: Exclude<ResumeAccess, 'none' | 'absent'>;
      /** Shaped for the caller: without the private fields unless owner or approved contact. */
      resume: ResumeRow;
      /** The candidate's address (docs/product.md §6 e-mail is private): for the owner and an approved contact only. */
      email: string | null;
      /** The requests of the caller's organizations for this resume, oldest first: their history. */
      requests: ListedContactRequest[];
    };

/** True exactly when one of the requests is approved and not revoked: the one rule that opens the private fields. */
export const holdsApprovedContact = (requests: Array<Pick<ContactRequestRow, 'status'>>) =>
  requests.some((r) => r.status === 'approved');

/**
 * One resume as `viewer` may see it: the resume domain's resumeAccess decides, told whether one of
 * the viewer's organizations (`organizationIds`, their own on this site) holds an approved request and whether
 * the owner blocked an organization of `person` (the same user: server/resumes/resume-blocks.ts). The status
 * and the blocks are read on every call, so a revocation or a block holds at the next answer. A blocked
 * viewer is told what a deleted resume tells.
 */
export async function loadResumeForViewer(
  db: Db,
  input: {
    regionId: string;
    resumeId: string;
    viewer: ResumeViewer;
    person: RecruitingPerson;
    organizationIds: string[];
  },
): Promise<ViewerResume> {
  const [found] = await db
    .select({ row: resumes, blocked: blockedForSql(db, resumes.id, input.person) })
    .from(resumes)
    .where(and(eq(resumes.id, input.resumeId), eq(resumes.regionId, input.regionId)))
    .limit(1);
  if (!found) return { found: false };
  const row = found.row;
  const requests = input.organizationIds.length
    ? await db
        .select({ request: resumeContactRequests, organizationName: organizations.name })
        .from(resumeContactRequests)
        .innerJoin(organizations, eq(organizations.id, resumeContactRequests.organizationId))
        .where(
          and(
            eq(resumeContactRequests.resumeId, row.id),
            inArray(resumeContactRequests.organizationId, input.organizationIds),
          ),
        )
        .orderBy(asc(resumeContactRequests.createdAt), asc(resumeContactRequests.id))
        .then((rows) =>
          rows.map((r) => ({
            ...r.request,
            organizationName: r.organizationName,
            resumeTitle: row.jobPreferences.title ?? null,
          })),
        )
    : [];
  const access = resumeAccess(input.viewer, row, {
    contactApproved: holdsApprovedContact(requests),
    blocked: found.blocked,
  });
  if (access === 'absent') return { found: false };
  const resume = shapeResumeFor(row, access);
  if (access === 'none' || !resume) return { found: true, access: 'none' };
  return { found: true, access, resume, email: access === 'public' ? null : await emailOf(db, row.userId), requests };
}

async function emailOf(db: Db, userId: string): Promise<string | null> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? null;
}
