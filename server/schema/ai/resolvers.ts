import type { GraphQLError } from 'graphql';
import { readDraftModelConfig } from '../../ai/draft-config';
import { describeDraftFields } from '../../ai/draft-fields';
import { draftMessages } from '../../ai/draft-messages';
import { admitDraft } from '../../ai/draft-rate-limit';
import { DraftFailedError, draftJobDescription, type DraftChunk } from '../../ai/job-description-draft';
import { requireRecruiter, resolveTargetOrganization } from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { apiError, forbidden } from '../../graphql/errors';
import { parseArgs } from '../../graphql/validation';
import type { SubscriptionJobDescriptionDraftArgs, SubscriptionResolvers } from '../generated/resolvers-types';
import { draftArgsSchema } from './draft-input';

/** What the source stream carries: a part of the draft, or the error that ended it (shown as the event's error). */
type DraftEvent = { chunk: DraftChunk } | { error: GraphQLError };

/**
 * The draft as a subscription's source stream. Ending the subscription (the client stopped: Yoga cancels the
 * response stream) or the request (the client went away) aborts the model's request at once, even while
 * waiting for its next part.
 */
function draftEvents(
  run: (signal: AbortSignal) => AsyncGenerator<DraftChunk>,
  requestSignal: AbortSignal | undefined,
): AsyncIterableIterator<DraftEvent> {
  const controller = new AbortController();
  requestSignal?.addEventListener('abort', () => controller.abort(), { once: true });
  const chunks = run(controller.signal);
  let failed = false;
  return {
    async next() {
      if (failed) return { done: true, value: undefined };
      try {
        const result = await chunks.next();
        return result.done ? result : { done: false, value: { chunk: result.value } };
      } catch (error) {
        if (!(error instanceof DraftFailedError)) throw error;
        failed = true;
        return { done: false, value: { error: apiError('SERVICE_UNAVAILABLE', error.message) } };
      }
    },
    async return() {
      controller.abort();
      void chunks.return(undefined).catch(() => undefined);
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * docs/product.md §1/§9 Subscription.jobDescriptionDraft: recruiters and admin-like users (docs/product.md §6), for an
 * organization they may act on; refused where the site turned the AI draft off; at most 20 drafts per user and hour.
 */
async function subscribeToDraft(
  ctx: GraphQLContext,
  args: SubscriptionJobDescriptionDraftArgs,
): Promise<AsyncIterableIterator<DraftEvent>> {
  const user = requireRecruiter(ctx);
  if (!ctx.region.FEATURES.AI_JOB_DESCRIPTION) throw forbidden(draftMessages.featureOff);
  const { input, language } = parseArgs(draftArgsSchema, args);
  const organization = await resolveTargetOrganization(ctx, user, input.organizationId);
  const admitted = await admitDraft(ctx.db, user.id);
  if (!admitted.allowed) {
    throw apiError('RATE_LIMITED', draftMessages.rateLimited, {
      status: 429,
      headers: { 'Retry-After': String(admitted.retryAfterSeconds) },
    });
  }
  const fields = await describeDraftFields(
    ctx.db,
    input,
    organization && { id: organization.id, name: organization.name, regionId: ctx.region.id },
  );
  const config = readDraftModelConfig();
  // Yoga's context carries the HTTP request: its signal ends when the client disconnects.
  const requestSignal = (ctx as GraphQLContext & { request?: Request }).request?.signal;
  return draftEvents((signal) => draftJobDescription(fields, language, { config, signal }), requestSignal);
}

export const aiSubscriptions: Pick<SubscriptionResolvers, 'jobDescriptionDraft'> = {
  jobDescriptionDraft: {
    subscribe: (_parent, args, ctx) => subscribeToDraft(ctx, args),
    resolve: (event: DraftEvent) => {
      if ('error' in event) throw event.error;
      return event.chunk;
    },
  },
};
