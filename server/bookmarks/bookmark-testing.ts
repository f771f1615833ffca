/** Jobs for the Merkliste's tests: open ones by default, or in any state of docs/product.md §4.2. */
import type { Db } from '../db/client';
import { type JobState, jobs } from '../db/schema';

const DAY = 86_400_000;

export async function bookmarkJob(
  db: Db,
  input: {
    regionId: string;
    organizationId: string;
    title?: string;
    state?: JobState;
    /** Days since publishing (default 3); null: never published. */
    publishedDaysAgo?: number | null;
    /** Days until it expires (default 30); negative: expired. */
    expiresInDays?: number;
    locationLabel?: string;
    organizationAssignment?: string;
  },
): Promise<string> {
  const now = Date.now();
  const published = input.publishedDaysAgo === null ? null : new Date(now - (input.publishedDaysAgo ?? 3) * DAY);
  const [job] = await db
    .insert(jobs)
    .values({
      regionId: input.regionId,
      organizationId: input.organizationId,
      title: input.title ?? 'Merkliste-Stelle',
      state: input.state ?? 'published',
      publishedAt: published,
      expiresAt: new Date(now + (input.expiresInDays ?? 30) * DAY),
      type: 'job_per_link',
      linkUrl: 'https://example.test/merkliste',
      locationLabel: input.locationLabel ?? 'Nürnberg',
      organizationAssignment: input.organizationAssignment ?? null,
      lat: 49.45,
      lon: 11.08,
    })
    .returning({ id: jobs.id });
  return job.id;
}
