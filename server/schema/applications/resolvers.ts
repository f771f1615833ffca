import { z } from 'zod';
import messages from '../../../messages/de.json';
import type { SessionUser } from '../../auth/session-user';
import { APPLICATION_STATUSES, deletionDateOf, nextStatuses } from '../../applications/inbox/application-status';
import { addApplicationNote, ApplicationError, changeApplicationStatus } from '../../applications/inbox/change-status';
import {
  applicationDetails,
  findApplication,
  type FoundApplication,
  labelledAnswers,
  listInbox,
} from '../../applications/inbox/inbox';
import { proposeStatusMail } from '../../applications/inbox/status-mail';
import {
  actsViaSupport,
  canActOnOrganization,
  findOrganization,
  type RegionOrganization,
  requireRecruiter,
  resolveTargetOrganization,
} from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { apiError, forbidden } from '../../graphql/errors';
import { idArg, limitArg, offsetArg, optional, parseArgs } from '../../graphql/validation';
import { getMailer } from '../../mail/mailer';
import type { JobApplication, MutationResolvers, QueryResolvers } from '../generated/resolvers-types';

const m = messages.graphql.applications;

/** Where an attachment is downloaded: a route that checks the session and the organization every time. */
export const attachmentUrl = (applicationId: string, fileId: string) =>
  `/api/applications/${applicationId}/files/${fileId}`;

const statusArg = z.enum(APPLICATION_STATUSES, { error: m.errors.status });

const inboxFilter = z.object({ organizationId: optional(idArg), jobId: optional(idArg), status: optional(statusArg) });
const inboxArgs = z.object({
  filter: optional(inboxFilter).transform(
    (f) => f ?? { organizationId: undefined, jobId: undefined, status: undefined },
  ),
  limit: limitArg(20),
  offset: offsetArg,
});
const idArgs = z.object({ id: idArg });
const statusArgs = z.object({
  id: idArg,
  status: statusArg,
  mail: optional(
    z.object({
      subject: z.string().trim().min(1, m.errors.mailSubject).max(200, m.errors.mailSubject),
      body: z.string().trim().min(1, m.errors.mailBody).max(10_000, m.errors.mailBody),
    }),
  ),
});
const noteArgs = z.object({ id: idArg, body: z.string().trim().min(1, m.errors.note).max(5000, m.errors.note) });

/**
 * An application of this site the caller may act on: its job's organization's people and admin-like users
 * (docs/product.md §6). Unknown ids (and other sites' applications) are NOT_FOUND; another organization's are
 * FORBIDDEN.
 */
async function authorizedApplication(ctx: GraphQLContext, user: SessionUser, id: string) {
  const found = await findApplication(ctx.db, ctx.region.id, id);
  if (!found) throw apiError('NOT_FOUND', m.errors.notFound);
  const org = await findOrganization(ctx, found.job.organizationId);
  if (!org || !(await canActOnOrganization(ctx, user, org))) throw forbidden();
  return { found, org };
}

async function shapeApplication(ctx: GraphQLContext, found: FoundApplication, org: RegionOrganization) {
  const { application, job } = found;
  const { attachments, notes, events } = await applicationDetails(ctx.db, application.id);
  const context = { firstName: application.firstName, jobTitle: job.title, organizationName: org.name };
  const next = nextStatuses(application.status);
  return {
    id: application.id,
    organizationId: job.organizationId,
    jobId: job.id,
    jobTitle: job.title,
    firstName: application.firstName,
    lastName: application.lastName,
    emailAddress: application.emailAddress,
    coverLetter: application.coverLetter,
    answers: labelledAnswers(found),
    attachments: attachments.map((a) => ({
      id: a.id,
      name: a.name,
      mimeType: a.mimeType,
      size: a.sizeBytes,
      url: attachmentUrl(application.id, a.id),
    })),
    status: application.status,
    receivedAt: application.createdAt,
    statusChangedAt: application.statusChangedAt,
    rejectedAt: application.rejectedAt,
    deletionDate: application.rejectedAt && deletionDateOf(application.rejectedAt),
    nextStatuses: [...next],
    mailProposals: next.map((status) => ({ status, ...proposeStatusMail(status, context) })),
    notes: notes.map((n) => ({ id: n.id, author: n.authorLabel, body: n.body, createdAt: n.createdAt })),
    events: events.map((e) => ({
      id: e.id,
      fromStatus: statusArg.parse(e.fromStatus),
      toStatus: statusArg.parse(e.toStatus),
      mailSubject: e.mailSubject,
      createdAt: e.createdAt,
    })),
  } satisfies JobApplication;
}

async function reload(ctx: GraphQLContext, user: SessionUser, id: string) {
  const { found, org } = await authorizedApplication(ctx, user, id);
  return shapeApplication(ctx, found, org);
}

export const applicationQueries: Pick<QueryResolvers, 'applicationInbox' | 'jobApplication'> = {
  applicationInbox: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { filter, limit, offset } = parseArgs(inboxArgs, args);
    const org = await resolveTargetOrganization(ctx, user, filter.organizationId);
    if (!org) return null;
    const inbox = await listInbox(ctx.db, {
      regionId: ctx.region.id,
      organizationId: org.id,
      jobId: filter.jobId,
      status: filter.status,
      limit,
      offset,
    });
    return {
      organizationId: org.id,
      organizationName: org.name,
      total: inbox.total,
      jobs: inbox.jobs,
      items: inbox.items.map((item) => ({
        ...item,
        deletionDate: item.rejectedAt && deletionDateOf(item.rejectedAt),
      })),
    };
  },
  jobApplication: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { id } = parseArgs(idArgs, args);
    return reload(ctx, user, id);
  },
};

export const applicationMutations: Pick<MutationResolvers, 'setApplicationStatus' | 'addApplicationNote'> = {
  setApplicationStatus: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { id, status, mail } = parseArgs(statusArgs, args);
    const { found, org } = await authorizedApplication(ctx, user, id);
    try {
      await changeApplicationStatus(ctx.db, getMailer(), {
        found,
        to: status,
        actor: user,
        viaSupport: await actsViaSupport(ctx, user, org),
        organizationName: org.name,
        mail,
      });
    } catch (error) {
      if (error instanceof ApplicationError) throw apiError(error.code, error.message);
      throw error;
    }
    return reload(ctx, user, id);
  },
  addApplicationNote: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { id, body } = parseArgs(noteArgs, args);
    const { found, org } = await authorizedApplication(ctx, user, id);
    await addApplicationNote(ctx.db, { found, author: user, viaSupport: await actsViaSupport(ctx, user, org), body });
    return reload(ctx, user, id);
  },
};
