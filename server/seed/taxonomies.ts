import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { taxonomyTerms, type Vocabulary } from '../db/schema';
import { bulkUpsert } from './bulk';
import {
  BENEFITS,
  EMPLOYMENT_TYPES,
  type Entry,
  INDUSTRIES,
  OCCUPATIONAL_FIELDS,
  REMOTE_OPTIONS,
} from './taxonomy-data';
import { CAREER_STATUS, DEGREE_LEVELS, FIELDS_OF_STUDY, LANGUAGES, SKILLS } from './taxonomy-data-skills';

/**
 * The vocabularies of the schema with German labels, stable tids and German path aliases (docs/product.md §2 facet path
 * segments such as /jobs/teilzeit/pflege-gesundheit).
 *
 * Rules that keep links and stored data valid:
 * - a tid never changes meaning: add new terms with new tids, never renumber or reuse one;
 * - the alias doubles as the term's key in code (`tid('employment_type', 'teilzeit')`) and is unique across
 *   all vocabularies, so a path segment always names exactly one term.
 * Each vocabulary owns a block of a thousand tids (occupational fields 1001+, employment types 2001+ …).
 */

const VOCABULARIES: ReadonlyArray<readonly [Vocabulary, Entry[]]> = [
  ['occupational_field', OCCUPATIONAL_FIELDS],
  ['employment_type', EMPLOYMENT_TYPES],
  ['industry', INDUSTRIES],
  ['benefit', BENEFITS],
  ['skill', SKILLS],
  ['language', LANGUAGES],
  ['degree_level', DEGREE_LEVELS],
  ['field_of_study', FIELDS_OF_STUDY],
  ['career_status', CAREER_STATUS],
  ['remote_option', REMOTE_OPTIONS],
];

export type TaxonomyTerm = {
  vocabulary: Vocabulary;
  tid: number;
  /** Stable key in code, equal to the German path alias. */
  key: string;
  label: string;
  weight: number;
  pathAliases: Record<string, string>;
};

/** Every seeded term, vocabulary by vocabulary, in display order. */
export const TAXONOMY_TERMS: readonly TaxonomyTerm[] = VOCABULARIES.flatMap(([vocabulary, entries]) =>
  entries.map(([tid, key, label], weight) => ({ vocabulary, tid, key, label, weight, pathAliases: { de: key } })),
);

const BY_KEY = new Map(TAXONOMY_TERMS.map((t) => [`${t.vocabulary}:${t.key}`, t]));
const BY_TID = new Map(TAXONOMY_TERMS.map((t) => [t.tid, t]));

/** The term of a vocabulary by its key; throws on a typo so data files fail loudly. */
export function term(vocabulary: Vocabulary, key: string): TaxonomyTerm {
  const found = BY_KEY.get(`${vocabulary}:${key}`);
  if (!found) throw new Error(`Unknown ${vocabulary} term "${key}"`);
  return found;
}

export const tid = (vocabulary: Vocabulary, key: string): number => term(vocabulary, key).tid;

export function termByTid(value: number): TaxonomyTerm | undefined {
  return BY_TID.get(value);
}

export function termsOf(vocabulary: Vocabulary): TaxonomyTerm[] {
  return TAXONOMY_TERMS.filter((t) => t.vocabulary === vocabulary);
}

/** Upserts every term by tid (label, weight and aliases follow the code). Returns the number of terms. */
export async function seedTaxonomies(db: Db): Promise<number> {
  const rows = TAXONOMY_TERMS.map((t) => ({
    vocabulary: t.vocabulary,
    tid: t.tid,
    label: t.label,
    weight: t.weight,
    parentTid: null,
    pathAliases: t.pathAliases,
  }));
  await bulkUpsert(db, taxonomyTerms, rows, { conflict: ['tid'], touch: ['updatedAt'] });
  return rows.length;
}

/** Number of terms per vocabulary currently stored (for the summary). */
export async function countTaxonomyTerms(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${taxonomyTerms}`);
  return Number(result.rows[0]?.n ?? 0);
}
