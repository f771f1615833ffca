import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { taxonomyTerms } from '../db/schema';

export type TermRow = { tid: number; label: string; weight: number; aliases: Record<string, string> };

/** Taxonomy terms by tid with their label, weight and path aliases, read from the table in one query. */
export async function loadTerms(db: Db, tids: number[]): Promise<TermRow[]> {
  if (tids.length === 0) return [];
  return db
    .select({
      tid: taxonomyTerms.tid,
      label: taxonomyTerms.label,
      weight: taxonomyTerms.weight,
      aliases: taxonomyTerms.pathAliases,
    })
    .from(taxonomyTerms)
    .where(inArray(taxonomyTerms.tid, [...new Set(tids)]));
}
