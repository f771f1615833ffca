import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { type Address, regionId, tstz, tsvector } from './columns';

/**
 * What the job search reads of a published job, one narrow row per job (docs/architecture.md, "The search
 * table"): kept by statement triggers on `jobs` (migration 0035), written in site order, so a site's matches
 * lie on a third of the pages the wide `jobs` rows take. Only published jobs are here; whether
 * one is open (started, not expired) is still asked by its dates. The columns carry the names of `jobs`, so the
 * search's expressions read either table. `site_words` is job_site_words(region, search vector, occupations);
 * a row past PostgreSQL's 2 kB threshold moves it out of line (toast_tuple_target 128), a smaller one keeps it in
 * the row (12.6 rows a page at a million). The full search vector (phrases, ts_rank) is read from `jobs` by id, for
 * the few rows that need it.
 */
export const jobSearch = pgTable(
  'job_search',
  {
    id: uuid('id').primaryKey(),
    regionId: regionId().notNull(),
    organizationId: uuid('organization_id').notNull(),
    publishedAt: tstz('published_at'),
    expiresAt: tstz('expires_at'),
    featured: boolean('featured').notNull(),
    title: text('title').notNull(),
    skillsFree: text('skills_free'),
    locationLabel: text('location_label'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    furtherPlaces: boolean('further_places').notNull(),
    address: jsonb('address').$type<Address>(),
    yearsOfExperience: integer('years_of_experience'),
    occupationalFields: integer('occupational_fields').array().notNull(),
    employmentTypes: integer('employment_types').array().notNull(),
    remoteOptions: integer('remote_options').array().notNull(),
    degreeLevels: integer('degree_levels').array().notNull(),
    occupationCodes: text('occupation_codes').array(),
    siteWords: tsvector('site_words').notNull(),
    // The title names an apprenticeship, internship or student job (job_training_title, migration 0036).
    trainingTitle: boolean('training_title').notNull().default(false),
  },
  (t) => [
    // A site's words, without positions or weights: a word start spans one site and needs no recheck.
    index('job_search_site_words_idx').using('gin', t.siteWords),
    // The listing without words: a site's newest jobs.
    index('job_search_site_published_idx').on(t.regionId, t.publishedAt),
    // The site's titles by their trigrams (pg_trgm, migration 0037): which jobs' titles may hold a word, so a
    // common word's jobs that hold it only in the description are never ranked (docs/architecture.md, "What is
    // left at a million").
    index('job_search_title_trgm_idx').using('gin', t.regionId, sql`lower(${t.title}) gin_trgm_ops`),
  ],
);
