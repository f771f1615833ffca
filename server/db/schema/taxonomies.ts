import { index, integer, jsonb, pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** The vocabularies that docs/product.md §3 fields reference (jobs, organizations, resumes and their facets). */
export const vocabulary = pgEnum('vocabulary', [
  'occupational_field',
  'employment_type',
  'industry',
  'benefit',
  'skill',
  'language',
  'degree_level',
  'field_of_study',
  'career_status',
  'remote_option',
]);
export type Vocabulary = (typeof vocabulary.enumValues)[number];

/** A reference to a term as the API returns it (docs/product.md §3 "industry (tid, label)"). */
export type TermRef = { tid: number; label: string };

/**
 * One term of one vocabulary. `tid` is the stable numeric id used everywhere else (job/resume/organization
 * columns hold arrays of tids, search facets count them); it is unique across all vocabularies.
 */
export const taxonomyTerms = pgTable(
  'taxonomy_terms',
  {
    id: id(),
    vocabulary: vocabulary('vocabulary').notNull(),
    tid: integer('tid').notNull().unique(),
    label: text('label').notNull(),
    weight: integer('weight').notNull().default(0),
    /** Parent term for hierarchical vocabularies (occupational fields); null at the top level. */
    parentTid: integer('parent_tid'),
    /** docs/product.md §2 facet path segment per language, e.g. { de: 'vollzeit' }. */
    pathAliases: jsonb('path_aliases').$type<Record<string, string>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    index('taxonomy_terms_vocabulary_weight_idx').on(t.vocabulary, t.weight, t.label),
    unique('taxonomy_terms_vocabulary_label_uq').on(t.vocabulary, t.label),
  ],
);
