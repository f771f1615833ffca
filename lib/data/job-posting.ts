import 'server-only';
import { serverQuery } from '@/lib/data/graphql';
import { OperationError } from '@/lib/data/operation-error';
import { JOB_POSTING, JOB_POSTING_CONTEXT, MODERATION_QUEUE } from '@/lib/graphql/documents/job-posting';
import type { Region } from '@/regions/build-region';

/** The wizard and the review queue ask as the signed-in user (loadPageViewer), never anonymously. */
function asUser(region: Region, userId: string) {
  return { region, locale: region.DEFAULT_LOCALE, userId };
}

/**
 * In-process results keep graphql-js's null-prototype objects, which React refuses to pass to Client
 * Components; the wizard hands both results to its steps, so they become plain objects as over HTTP.
 */
const plain = <T>(value: T): T => structuredClone(value);

/** The wizard's frame for this user on this site: organizations with credit, the site's posting rules. */
export async function loadPostingContext(region: Region, userId: string) {
  const { data, error } = await serverQuery(asUser(region, userId), { query: JOB_POSTING_CONTEXT });
  if (error) throw error;
  return plain(data!.jobPostingContext);
}

const REFUSED = new Set(['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT']);

/** A posting with every field as entered, or null when it does not exist or is not the user's to edit. */
export async function loadPosting(region: Region, userId: string, id: string) {
  const { data, error } = await serverQuery(asUser(region, userId), { query: JOB_POSTING, variables: { id } });
  // Another organization's posting is refused like a missing one: the wizard shows the same notice.
  if (error && !(OperationError.is(error) && error.errors.every((e) => REFUSED.has(String(e.extensions?.code)))))
    throw error;
  return data?.jobPosting ? plain(data.jobPosting) : null;
}

/** docs/product.md §9 review queue page size. */
export const MODERATION_PAGE_SIZE = 20;

/** New jobs and changes waiting for review on this site, oldest first. */
export async function loadModerationQueue(region: Region, userId: string, page: number) {
  const { data, error } = await serverQuery(asUser(region, userId), {
    query: MODERATION_QUEUE,
    variables: { limit: MODERATION_PAGE_SIZE, offset: page * MODERATION_PAGE_SIZE },
  });
  if (error) throw error;
  return data!.moderationQueue;
}
