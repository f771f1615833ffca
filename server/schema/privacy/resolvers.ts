import { z } from 'zod';
import messages from '../../../messages/de.json';
import { requireUser } from '../../graphql/authorization';
import { apiError, forbidden } from '../../graphql/errors';
import { parseArgs } from '../../graphql/validation';
import { getMailer } from '../../mail/mailer';
import {
  confirmAccountErasure,
  ERASURE_LINK_MINUTES,
  erasureLinkState,
  requestAccountErasure,
} from '../../privacy/erasure-requests';
import { keptReasons } from '../../privacy/registry';
import type {
  AccountErasureLinkState,
  AccountErasureOutcome,
  KeptRecordReason,
  MutationResolvers,
  QueryResolvers,
} from '../generated/resolvers-types';

const t = messages.privacy;
// Links carry 43 base64url characters; anything else names no request (checked again by the domain).
const tokenArgs = z.object({ token: z.string().max(200) });
const upper = <T extends string>(value: string) => value.toUpperCase() as T;

export const privacyQueries: Pick<QueryResolvers, 'privacyOverview' | 'accountErasureLink'> = {
  privacyOverview: (_parent, _args, ctx) => {
    const user = requireUser(ctx);
    return {
      email: user.email,
      erasureLinkMinutes: ERASURE_LINK_MINUTES,
      keptRecords: keptReasons().map((reason) => upper<KeptRecordReason>(reason)),
    };
  },
  accountErasureLink: async (_parent, args, ctx) => {
    const { token } = parseArgs(tokenArgs, args);
    return upper<AccountErasureLinkState>(await erasureLinkState(ctx.db, token));
  },
};

export const privacyMutations: Pick<MutationResolvers, 'requestAccountErasure' | 'confirmAccountErasure'> = {
  requestAccountErasure: async (_parent, _args, ctx) => {
    const user = requireUser(ctx);
    // docs/product.md §6 support acts for an organization, never erases the person it acts as.
    if (ctx.masqueradedBy) throw forbidden(t.errors.whileSupporting);
    const outcome = await requestAccountErasure(ctx.db, getMailer(), { userId: user.id, regionId: ctx.region.id });
    if (outcome === 'rate-limited') throw apiError('RATE_LIMITED', t.erase.rateLimited);
    if (outcome !== 'sent') throw apiError('SERVICE_UNAVAILABLE', t.erase.failed);
    return true;
  },
  confirmAccountErasure: async (_parent, args, ctx) => {
    const { token } = parseArgs(tokenArgs, args);
    const outcome = await confirmAccountErasure(ctx.db, ctx.storage, { token, client: ctx.clientIp });
    if (outcome === 'rate-limited') throw apiError('RATE_LIMITED', t.errors.confirmRateLimited);
    return upper<AccountErasureOutcome>(outcome);
  },
};
