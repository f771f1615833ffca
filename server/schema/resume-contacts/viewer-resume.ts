import { and, eq } from 'drizzle-orm';
import { hasRole, isAdminLike, type SessionUser } from '../../auth/session-user';
import { organizations } from '../../db/schema';
import { ownOrganizationsCondition } from '../../organizations/own-organizations';
import type { GraphQLContext } from '../../graphql/context';
import { forbidden, notFound } from '../../graphql/errors';
import { contactMessages as m } from '../../resume-contacts/contact-messages';
import { loadResumeForViewer } from '../../resume-contacts/resume-for-viewer';
import { resumeSearchAccess } from '../../search/resume-search-access';

/** The caller's own organizations on this site: each one's approved requests open the private fields. */
export async function ownOrganizationIds(ctx: GraphQLContext, user: SessionUser): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.regionId, ctx.region.id), ownOrganizationsCondition(ctx.db, user)));
  return rows.map((r) => r.id);
}

/**
 * One resume for `user` as both `resume(id)` and `recruiterResume` answer it: the owner sees it whole; a
 * recruiter sees the public shape only while the resume search is theirs (an active subscription here) or
 * their organization already has a request for it (a slot was spent on it), and the private fields while a
 * request is approved. Unknown: NOT_FOUND; anything else: FORBIDDEN.
 */
export async function viewResumeAs(ctx: GraphQLContext, user: SessionUser, id: string) {
  const viewer = { userId: user.id, recruiter: hasRole(user, 'recruiter'), adminLike: isAdminLike(user) };
  const seen = await loadResumeForViewer(ctx.db, {
    regionId: ctx.region.id,
    resumeId: id,
    viewer,
    organizationIds: await ownOrganizationIds(ctx, user),
  });
  if (!seen.found) throw notFound(m.errors.notFound);
  if (seen.access === 'none') throw forbidden();
  if (seen.access === 'public' && !viewer.adminLike && seen.requests.length === 0) {
    const search = await resumeSearchAccess(ctx.db, user, ctx.region.id, new Date());
    if (search !== 'granted') throw forbidden();
  }
  return seen;
}
