import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

/**
 * A job with the organization it belongs to, whatever its site or state: the job manager decides who may act
 * on a job by its organization. Null for a job that does not exist.
 */
export async function jobWithOrganization(
  db: Db,
  jobId: string,
): Promise<{ id: string; organizationId: string } | null> {
  const [job] = await db
    .select({ id: jobs.id, organizationId: jobs.organizationId })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  return job ?? null;
}
