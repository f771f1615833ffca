import { z } from 'zod';
import messages from '../../../messages/de.json';
import { MAX_BOOKMARKS } from '../../bookmarks/bookmark-limits';
import { admitBookmarkCall, type BookmarkPace } from '../../bookmarks/bookmark-rate-limits';
import { loadBookmarkedJobs } from '../../bookmarks/bookmarked-jobs';
import {
  BookmarkError,
  type ListOwner,
  listBookmarks,
  mergeBookmarks,
  removeAllBookmarks,
  removeBookmark,
  saveBookmark,
} from '../../bookmarks/bookmarks';
import { requireUser } from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { apiError, forbidden, type ErrorCode } from '../../graphql/errors';
import { idArg, parseArgs } from '../../graphql/validation';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';

const m = messages.bookmarks.errors;

const jobArgs = z.object({ jobId: idArg });
const listArgs = z.object({ jobIds: z.array(idArg).max(MAX_BOOKMARKS) });

/** docs/product.md §1.4: where the site has the Merkliste off, no operation of it answers. */
function requireFeature(ctx: GraphQLContext): void {
  if (!ctx.region.FEATURES.BOOKMARKS_FEATURE_ACTIVE) throw forbidden(m.featureOff);
}

/** The signed-in caller's list on this site. */
function ownerOf(ctx: GraphQLContext): ListOwner {
  requireFeature(ctx);
  return { userId: requireUser(ctx).id, regionId: ctx.region.id };
}

/** Counts the call; over the pace it is refused with 429 and when to try again. */
async function admit(ctx: GraphQLContext, pace: BookmarkPace, subject: string | null): Promise<void> {
  const admitted = await admitBookmarkCall(ctx.db, pace, subject);
  if (!admitted.allowed)
    throw apiError('RATE_LIMITED', m.rateLimited, {
      status: 429,
      headers: { 'Retry-After': String(admitted.retryAfterSeconds) },
    });
}

const CODES: Record<BookmarkError['reason'], ErrorCode> = {
  'unknown-job': 'NOT_FOUND',
  'not-saved': 'NOT_FOUND',
  full: 'BAD_USER_INPUT',
};

/** The domain's refusals become API errors with their German message (the full list names the field). */
async function domain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof BookmarkError)) throw error;
    const field = error.reason === 'full' ? { field: 'jobId', reason: 'full' } : undefined;
    throw apiError(CODES[error.reason], error.message, { extensions: field });
  }
}

export const bookmarkQueries: Pick<QueryResolvers, 'myBookmarks' | 'bookmarkedJobs'> = {
  myBookmarks: async (_parent, _args, ctx) => ({
    items: await listBookmarks(ctx.db, ownerOf(ctx)),
    limit: MAX_BOOKMARKS,
  }),
  bookmarkedJobs: async (_parent, args, ctx) => {
    requireFeature(ctx);
    const { jobIds } = parseArgs(listArgs, args);
    // Per account, or per client address for anonymous callers (server-side calls without a user are not counted).
    await admit(ctx, 'lookupsPerClient', ctx.user?.id ?? ctx.clientIp);
    return loadBookmarkedJobs(ctx.db, { regionId: ctx.region.id, jobIds, now: new Date() });
  },
};

export const bookmarkMutations: Pick<
  MutationResolvers,
  'saveBookmark' | 'removeBookmark' | 'removeAllBookmarks' | 'mergeBookmarks'
> = {
  saveBookmark: async (_parent, args, ctx) => {
    const owner = ownerOf(ctx);
    const { jobId } = parseArgs(jobArgs, args);
    await admit(ctx, 'savesPerUser', owner.userId);
    return { jobIds: await domain(() => saveBookmark(ctx.db, owner, jobId)) };
  },
  removeBookmark: async (_parent, args, ctx) => {
    const owner = ownerOf(ctx);
    const { jobId } = parseArgs(jobArgs, args);
    return { jobIds: await domain(() => removeBookmark(ctx.db, owner, jobId)) };
  },
  removeAllBookmarks: async (_parent, _args, ctx) => ({ jobIds: await removeAllBookmarks(ctx.db, ownerOf(ctx)) }),
  mergeBookmarks: async (_parent, args, ctx) => {
    const owner = ownerOf(ctx);
    const { jobIds } = parseArgs(listArgs, args);
    await admit(ctx, 'mergesPerUser', owner.userId);
    return mergeBookmarks(ctx.db, owner, jobIds);
  },
};
