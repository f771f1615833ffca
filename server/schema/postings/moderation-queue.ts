import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { jobRevisions, jobs, users } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { limitArg, offsetArg, parseArgs } from '../../graphql/validation';
import { loadPostings } from '../../postings/posting-store';
import type { ModerationQueue, QueryModerationQueueArgs } from '../generated/resolvers-types';
import { shapePostings } from './posting-shape';

const args = z.object({ limit: limitArg(20), offset: offsetArg });

type Waiting = { id: string; kind: 'new_job' | 'revision'; submittedAt: Date; authorId: string | null };

/** New jobs and changes of live jobs waiting for review on this site, oldest first. */
export async function moderationQueue(ctx: GraphQLContext, raw: QueryModerationQueueArgs): Promise<ModerationQueue> {
  const { limit, offset } = parseArgs(args, raw);
  const newJobs = and(eq(jobs.regionId, ctx.region.id), eq(jobs.state, 'needs_review'));
  const revisions = and(eq(jobs.regionId, ctx.region.id), eq(jobRevisions.status, 'submitted'));
  // Jobs put into review without the wizard (imports, the demo) have no submission time: their last change.
  const jobSubmitted = sql<Date>`coalesce(${jobs.submittedAt}, ${jobs.updatedAt})`.mapWith(jobs.updatedAt);
  const revisionSubmitted = sql<Date>`coalesce(${jobRevisions.submittedAt}, ${jobRevisions.updatedAt})`.mapWith(
    jobRevisions.updatedAt,
  );
  const [jobRows, revisionRows, [jobCount], [revisionCount]] = await Promise.all([
    ctx.db
      .select({ id: jobs.id, submittedAt: jobSubmitted, authorId: jobs.authorId })
      .from(jobs)
      .where(newJobs)
      .orderBy(asc(jobSubmitted), asc(jobs.id))
      .limit(offset + limit),
    ctx.db
      .select({ id: jobs.id, submittedAt: revisionSubmitted, authorId: jobRevisions.authorId })
      .from(jobRevisions)
      .innerJoin(jobs, eq(jobs.id, jobRevisions.jobId))
      .where(revisions)
      .orderBy(asc(revisionSubmitted), asc(jobs.id))
      .limit(offset + limit),
    ctx.db.select({ n: count() }).from(jobs).where(newJobs),
    ctx.db.select({ n: count() }).from(jobRevisions).innerJoin(jobs, eq(jobs.id, jobRevisions.jobId)).where(revisions),
  ]);
  const waiting: Waiting[] = [
    ...jobRows.map((r) => ({ ...r, kind: 'new_job' as const })),
    ...revisionRows.map((r) => ({ ...r, kind: 'revision' as const })),
  ]
    .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime())
    .slice(offset, offset + limit);
  const authorIds = [...new Set(waiting.map((w) => w.authorId).filter((id): id is string => !!id))];
  const [authors, postings] = await Promise.all([
    authorIds.length
      ? ctx.db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, authorIds))
      : [],
    loadPostings(
      ctx.db,
      ctx.region.id,
      waiting.map((w) => w.id),
    ),
  ]);
  const shaped = await shapePostings(ctx, postings);
  return {
    items: waiting.flatMap((w) => {
      const posting = shaped.find((p) => p.id === w.id);
      const author = authors.find((a) => a.id === w.authorId);
      if (!posting) return [];
      return {
        kind: w.kind,
        posting,
        author: author ? author.name || author.email : null,
        submittedAt: w.submittedAt,
      };
    }),
    total: Number(jobCount.n) + Number(revisionCount.n),
  };
}
