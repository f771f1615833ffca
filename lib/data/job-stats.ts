import 'server-only';
import { after } from 'next/server';
import { getDb } from '@/server/db/client';
import { countableVisitor } from '@/server/stats/countable';
import { countSafely, openJobForStats } from '@/server/stats/count-request';
import { onCachedHit } from './page-cache-tags';

type HeaderSource = { get(name: string): string | null };
type CountedEvent = 'view' | 'apply_start' | 'outbound_click' | 'pixel_impression';

/**
 * Counts a request's event on a job once the response is sent (next/server after()), so counting never
 * delays a page. Bots and prefetches are sorted out now, while the request's headers are at hand. Outside a
 * request scope (a route called by a test) it counts right away, unawaited.
 */
export function countAfterResponse(jobId: string, event: CountedEvent, headers: HeaderSource): void {
  const visitor = countableVisitor(headers);
  if (!visitor) return;
  const task = async () => countSafely(await getDb(), { jobId, event, visitor });
  try {
    after(task);
  } catch {
    void task();
  }
}

/** Counts a view of the job page now and each time the page cache serves this render of it again. */
export function countJobView(jobId: string, headers: HeaderSource): void {
  countAfterResponse(jobId, 'view', headers);
  onCachedHit(headers, (hitHeaders) => countAfterResponse(jobId, 'view', hitHeaders));
}

/** The job's stored external apply link while it is open; null otherwise (the route then leads to the job). */
export async function openApplyLink(regionId: string, jobId: string): Promise<string | null> {
  const job = await openJobForStats(await getDb(), regionId, jobId);
  const link = job?.applicationWorkflow === 'link' ? job.applicationLink : null;
  return link && /^https?:\/\//i.test(link) ? link : null;
}

/** Whether a job of the site is open (only open jobs are counted). */
export async function isOpenJob(regionId: string, jobId: string): Promise<boolean> {
  return (await openJobForStats(await getDb(), regionId, jobId)) !== null;
}
