import { and, desc, eq, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gdprConsentInfoRevisions as revisions } from '../db/schema';

/**
 * docs/product.md §4 "the latest consent": per consent info, its highest published revision (optionally in one
 * language), as a subquery with infoId, revisionId, revision and text.
 */
export function latestRevisions(db: Db, options: { language?: string; now?: Date } = {}) {
  const conditions: SQL[] = [isNotNull(revisions.publishedAt), lte(revisions.publishedAt, options.now ?? new Date())];
  if (options.language) conditions.push(eq(revisions.language, options.language));
  return db
    .selectDistinctOn([revisions.infoId], {
      infoId: revisions.infoId,
      revisionId: revisions.id,
      revision: revisions.revision,
      text: revisions.text,
    })
    .from(revisions)
    .where(and(...conditions))
    .orderBy(revisions.infoId, desc(revisions.revision), desc(revisions.publishedAt))
    .as('latest_revision');
}
