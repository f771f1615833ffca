import type { SessionUser } from '../../auth/session-user';
import type { GraphQLContext } from '../../graphql/context';
import { forbidden, notFound } from '../../graphql/errors';
import { ownOrganizationsOnSite } from '../../organizations/own-organizations';
import { contactMessages as m } from '../../resume-contacts/contact-messages';
import { openResumeFor, type ShownResume } from '../../resume-contacts/resume-gate';

/** The caller's own organizations on this site: each one's approved requests open the private fields. */
export async function ownOrganizationIds(ctx: GraphQLContext, user: SessionUser): Promise<string[]> {
  const rows = await ownOrganizationsOnSite(ctx.db, user, { regionId: ctx.region.id, order: 'oldest' });
  return rows.map((r) => r.id);
}

/** One resume for `user` as the resume gate (server/resume-contacts/resume-gate.ts) lets them see it. */
export async function viewResumeAs(ctx: GraphQLContext, user: SessionUser, id: string): Promise<ShownResume> {
  const gate = await openResumeFor(ctx.db, {
    user,
    regionId: ctx.region.id,
    resumeId: id,
    organizationIds: await ownOrganizationIds(ctx, user),
    now: new Date(),
  });
  if (gate.outcome === 'notFound') throw notFound(m.errors.notFound);
  if (gate.outcome === 'forbidden') throw forbidden();
  return gate.seen;
}
