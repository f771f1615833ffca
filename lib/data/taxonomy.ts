import 'server-only';
import { getDb, type Db } from '@/server/db/client';
import type { Vocabulary } from '@/server/db/schema';
import { JOB_TERM_FIELD_VOCABULARIES } from '@/server/search/job-search-query';
import { type CachedTerm, termsByTid } from '@/server/taxonomy/term-cache';
import type { TermLookup } from '@/lib/search/job-search-state';

/** Search fields whose values are taxonomy terms, by vocabulary. */
const FIELD_OF_VOCABULARY: Partial<Record<Vocabulary, string>> = Object.fromEntries(
  Object.entries(JOB_TERM_FIELD_VOCABULARIES).map(([field, vocabulary]) => [vocabulary, field]),
);

/** One lookup per read of the term table (server/taxonomy/term-cache.ts), built when that table changes. */
const lookups = new WeakMap<Map<number, CachedTerm>, TermLookup>();

function build(terms: Map<number, CachedTerm>): TermLookup {
  const entries = [...terms.values()].flatMap((t) => {
    const field = FIELD_OF_VOCABULARY[t.vocabulary];
    const alias = t.aliases.de;
    return field && alias ? [{ field, value: String(t.tid), alias }] : [];
  });
  const byAlias = new Map(entries.map((e) => [e.alias, { field: e.field, value: e.value }]));
  const aliasOf = new Map(entries.map((e) => [`${e.field}:${e.value}`, e.alias]));
  return { byAlias: (alias) => byAlias.get(alias), aliasOf: (field, value) => aliasOf.get(`${field}:${value}`) };
}

/**
 * §2 facet path segments ↔ term values, for the listing's clean URLs, from the term table the search keeps
 * in memory (read again after a minute), so listing URLs and facet labels always agree.
 */
export async function loadTermLookup(): Promise<TermLookup> {
  return termLookupOf(await getDb());
}

/** loadTermLookup for a given database (tests open their own). */
export async function termLookupOf(db: Db): Promise<TermLookup> {
  const terms = await termsByTid(db, []);
  let lookup = lookups.get(terms);
  if (!lookup) {
    lookup = build(terms);
    lookups.set(terms, lookup);
  }
  return lookup;
}

/** A term as a form offers it. */
export type TermOption = { tid: number; label: string };

/** The vocabularies a job posting's fields choose from (§3 Job), for the wizard's lists. */
export const POSTING_VOCABULARIES = [
  'remote_option',
  'employment_type',
  'occupational_field',
  'field_of_study',
  'degree_level',
  'language',
  'skill',
] as const satisfies readonly Vocabulary[];
export type PostingVocabulary = (typeof POSTING_VOCABULARIES)[number];

/** Every term of the posting vocabularies, by the terms' weight and then alphabetically, as German users expect. */
export async function loadPostingTerms(): Promise<Record<PostingVocabulary, TermOption[]>> {
  const terms = await termsByTid(await getDb(), []);
  const sorted = [...terms.values()].sort((a, b) => a.weight - b.weight || a.label.localeCompare(b.label, 'de'));
  const options = Object.fromEntries(POSTING_VOCABULARIES.map((v) => [v, [] as TermOption[]])) as Record<
    PostingVocabulary,
    TermOption[]
  >;
  for (const term of sorted) {
    if ((POSTING_VOCABULARIES as readonly string[]).includes(term.vocabulary))
      options[term.vocabulary as PostingVocabulary].push({ tid: term.tid, label: term.label });
  }
  return options;
}
