import type { Db } from '../../server/db/client';
import { jobs } from '../../server/db/schema';
import { seededUuid } from '../../server/seed/prng';
import { classifyWithoutOccupations } from '../../server/search/occupations/classify-stored';
import { tid } from '../../server/seed/taxonomies';
import type { CorpusJob } from './corpus-types';

/** Rows per statement: well under the drivers' parameter limit. */
const BATCH = 200;

export type CorpusInsert = {
  regionId: string;
  /** Organization id by employer slug. */
  organizations: ReadonlyMap<string, string>;
  /** Publishing moment of every job (a day before the searches' `now`). */
  publishedAt: Date;
};

/**
 * Inserts the corpus as published jobs of one site and returns their ids in corpus order. The one place the
 * benchmark writes jobs, so whatever the product later derives from a job on insert (an occupation class)
 * is added here once and every run measures it.
 */
export async function insertCorpusJobs(db: Db, corpus: readonly CorpusJob[], at: CorpusInsert): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < corpus.length; start += BATCH) {
    const rows = corpus.slice(start, start + BATCH).map((job) => {
      const organizationId = at.organizations.get(job.employerSlug);
      if (!organizationId) throw new Error(`unknown employer ${job.employerSlug} of ${job.key}`);
      return {
        // Fixed ids: the search breaks ties of rank by id, so random ones would move the figures between runs.
        id: seededUuid('search-relevance', job.key),
        regionId: at.regionId,
        organizationId,
        title: job.title,
        description: job.description,
        employmentTypes: job.employment.map((key) => tid('employment_type', key)),
        remoteOptions: job.remote.map((key) => tid('remote_option', key)),
        state: 'published' as const,
        publishedAt: at.publishedAt,
      };
    });
    const inserted = await db.insert(jobs).values(rows).returning({ id: jobs.id });
    ids.push(...inserted.map((row) => row.id));
  }
  // As the seeds do: jobs written in bulk get their occupations afterwards.
  await classifyWithoutOccupations(db);
  return ids;
}
