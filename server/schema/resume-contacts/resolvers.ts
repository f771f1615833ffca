import { z } from 'zod';
import { getRegion } from '../../../regions/registry';
import { siteUrl } from '../../../regions/site-origin';
import { requireRecruiter, requireUser, resolveTargetOrganization } from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { badUserInput, forbidden, notFound } from '../../graphql/errors';
import { idArg, limitArg, offsetArg, parseArgs } from '../../graphql/validation';
import { getMailer } from '../../mail/mailer';
import {
  candidateContactRequests,
  listedContactRequest,
  organizationContactRequests,
} from '../../resume-contacts/contact-lists';
import { mailContactRequest } from '../../resume-contacts/contact-mail';
import { CONTACT_MESSAGE_MAX, contactMessages as m } from '../../resume-contacts/contact-messages';
import { admitContactRequest } from '../../resume-contacts/contact-rate-limits';
import { decideContact } from '../../resume-contacts/decide-contact';
import { type ContactRefusal, freeContactSlots, requestContact } from '../../resume-contacts/request-contact';
import { fill } from '../../mail/template';
import type { MutationResolvers, QueryResolvers, RequestResumeContactResult } from '../generated/resolvers-types';
import { toResumeShape } from '../resumes/resume-shape';
import { toContactRequestShape } from './contact-shape';
import { ownOrganizationIds, viewResumeAs } from './viewer-resume';

const messageArg = z
  .string()
  .trim()
  .min(1, m.errors.messageEmpty)
  .max(CONTACT_MESSAGE_MAX, fill(m.errors.messageTooLong, { max: CONTACT_MESSAGE_MAX }));

function refusalMessage(ctx: GraphQLContext, refusal: Exclude<ContactRefusal, 'notFound'> | 'noOrganization') {
  if (refusal !== 'noSlot') return m.errors[refusal];
  const region = getRegion(ctx.region.id);
  return fill(m.errors.noSlot, { checkoutUrl: region ? siteUrl(region, '/checkout') : '/checkout' });
}

const refused = (message: string): RequestResumeContactResult => ({
  request: null,
  errors: [{ field: 'resumeId', message }],
});

export const resumeContactQueries: Pick<
  QueryResolvers,
  'recruiterResume' | 'myResumeContactRequests' | 'sentResumeContactRequests'
> = {
  recruiterResume: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { id } = parseArgs(z.object({ id: idArg }), args);
    const seen = await viewResumeAs(ctx, user, id);
    const org = await resolveTargetOrganization(ctx, user, undefined);
    return {
      resume: toResumeShape(seen.resume),
      email: seen.email,
      contactApproved: seen.access === 'contact',
      contactRequests: seen.requests.map(toContactRequestShape),
      contactSlotsAvailable: org
        ? await freeContactSlots(ctx.db, { organizationId: org.id, regionId: ctx.region.id })
        : 0,
    };
  },
  myResumeContactRequests: async (_parent, _args, ctx) => {
    const user = requireUser(ctx);
    const rows = await candidateContactRequests(ctx.db, { userId: user.id, regionId: ctx.region.id });
    return rows.map(toContactRequestShape);
  },
  sentResumeContactRequests: async (_parent, args, ctx) => {
    const user = requireRecruiter(ctx);
    const { limit, offset } = parseArgs(z.object({ limit: limitArg(20), offset: offsetArg }), args);
    const rows = await organizationContactRequests(ctx.db, {
      organizationIds: await ownOrganizationIds(ctx, user),
      regionId: ctx.region.id,
      limit,
      offset,
    });
    return rows.map(toContactRequestShape);
  },
};

export const resumeContactMutations: Pick<MutationResolvers, 'requestResumeContact' | 'decideResumeContactRequest'> = {
  requestResumeContact: async (_parent, args, ctx): Promise<RequestResumeContactResult> => {
    const user = requireRecruiter(ctx);
    const { resumeId } = parseArgs(z.object({ resumeId: idArg }), args);
    const message = messageArg.safeParse(args.message);
    if (!message.success)
      return { request: null, errors: [{ field: 'message', message: message.error.issues[0].message }] };
    const org = await resolveTargetOrganization(ctx, user, undefined);
    if (!org) return refused(refusalMessage(ctx, 'noOrganization'));
    const admitted = await admitContactRequest(ctx.db, { userId: user.id, organizationId: org.id });
    if (!admitted.allowed)
      return refused(fill(m.errors.rateLimited, { minutes: Math.ceil(admitted.retryAfterSeconds / 60) }));
    const result = await requestContact(ctx.db, {
      regionId: ctx.region.id,
      resumeId,
      organizationId: org.id,
      requester: user,
      message: message.data,
    });
    if (!result.ok) {
      if (result.refusal === 'notFound') throw notFound(m.errors.notFound);
      return refused(refusalMessage(ctx, result.refusal));
    }
    // The request stands without the mail: the candidate also finds it in their account.
    await mailContactRequest(ctx.db, getMailer(), {
      regionId: ctx.region.id,
      candidateId: result.candidateId,
      organizationId: org.id,
      message: message.data,
    }).catch((error: unknown) => console.error('contact request mail', error));
    const listed = await listedContactRequest(ctx.db, result.request.id);
    return { request: listed && toContactRequestShape(listed), errors: [] };
  },
  decideResumeContactRequest: async (_parent, args, ctx) => {
    const user = requireUser(ctx);
    const { id, decision } = parseArgs(
      z.object({ id: idArg, decision: z.enum(['approve', 'decline', 'revoke']) }),
      args,
    );
    const result = await decideContact(
      ctx.db,
      { regionId: ctx.region.id, requestId: id, userId: user.id, decision },
      getMailer(),
    );
    if (!result.ok) {
      if (result.refusal === 'notFound') throw notFound(m.errors.requestNotFound);
      if (result.refusal === 'notOwner') throw forbidden();
      throw badUserInput('decision', m.candidate.notAllowed);
    }
    const listed = await listedContactRequest(ctx.db, id);
    if (!listed) throw notFound(m.errors.requestNotFound);
    return toContactRequestShape(listed);
  },
};
