import { createDb, type DbHandle } from '../../server/db/client';
import { organizations } from '../../server/db/schema';
import { seedTaxonomies } from '../../server/seed/taxonomies';
import type { CorpusJob } from './corpus-types';
import { EMPLOYERS } from './employers';
import { insertCorpusJobs } from './insert-corpus';

/** The one test site of the benchmark; nothing else lives in its database. */
export const REGION_ID = 'relevance';

export type CorpusSite = {
  handle: DbHandle;
  regionId: string;
  /** The searches' moment; every job was published a day before. */
  now: Date;
  /** Corpus job by database id. */
  jobById: ReadonlyMap<string, CorpusJob>;
};

/**
 * A fresh in-memory PGlite migrated by the project, with the seed's taxonomy (the listing resolves qualifier
 * words to its employment-type and remote-option terms), one organization per employer and the corpus.
 */
export async function openCorpusSite(corpus: readonly CorpusJob[]): Promise<CorpusSite> {
  const handle = await createDb({ pgliteDir: 'memory' });
  try {
    const { db } = handle;
    await seedTaxonomies(db);
    const orgRows = await db
      .insert(organizations)
      .values(EMPLOYERS.map((e) => ({ regionId: REGION_ID, slug: e.slug, name: e.name })))
      .returning({ id: organizations.id, slug: organizations.slug });
    const now = new Date();
    const ids = await insertCorpusJobs(db, corpus, {
      regionId: REGION_ID,
      organizations: new Map(orgRows.map((o) => [o.slug, o.id])),
      publishedAt: new Date(now.getTime() - 86_400_000),
    });
    return { handle, regionId: REGION_ID, now, jobById: new Map(ids.map((id, i) => [id, corpus[i]])) };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
