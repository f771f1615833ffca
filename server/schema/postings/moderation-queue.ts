import { z } from 'zod';
import type { GraphQLContext } from '../../graphql/context';
import { limitArg, offsetArg, parseArgs } from '../../graphql/validation';
import { waitingForReview } from '../../postings/moderation-queue';
import { loadPostings } from '../../postings/posting-store';
import type { ModerationQueue, QueryModerationQueueArgs } from '../generated/resolvers-types';
import { shapePostings } from './posting-shape';

const args = z.object({ limit: limitArg(20), offset: offsetArg });

/** New jobs and changes of live jobs waiting for review on this site, oldest first. */
export async function moderationQueue(ctx: GraphQLContext, raw: QueryModerationQueueArgs): Promise<ModerationQueue> {
  const { limit, offset } = parseArgs(args, raw);
  const { waiting, total } = await waitingForReview(ctx.db, { regionId: ctx.region.id, limit, offset });
  const postings = await loadPostings(
    ctx.db,
    ctx.region.id,
    waiting.map((w) => w.id),
  );
  const shaped = await shapePostings(ctx, postings);
  return {
    items: waiting.flatMap((w) => {
      const posting = shaped.find((p) => p.id === w.id);
      if (!posting) return [];
      return { kind: w.kind, posting, author: w.author, submittedAt: w.submittedAt };
    }),
    total,
  };
}
