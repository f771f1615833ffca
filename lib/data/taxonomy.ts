import 'server-only';
import { getDb, type Db } from '@/server/db/client';
import type { Vocabulary } from '@/server/db/schema';
import { JOB_TERM_FIELD_VOCABULARIES } from '@/server/search/job-search-query';
import { type CachedTerm, termsByTid } from '@/server/taxonomy/term-cache';
import type { TermLookup } from '@/lib/search/term-lookup';
import { POSTING_VOCABULARIES, type PostingTerms, type PostingVocabulary, type TermOption } from '@/lib/posting/terms';

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
 * docs/product.md §2 facet path segments ↔ term values, for the listing's clean URLs, from the term table the search
 * keeps in memory (read again after a minute), so listing URLs and facet labels always agree.
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

/** Every term of the posting vocabularies, by the terms' weight and then alphabetically, for the wizard's lists. */
export async function loadPostingTerms(): Promise<PostingTerms> {
  const terms = await termsByTid(await getDb(), []);
  const sorted = [...terms.values()].sort((a, b) => a.weight - b.weight || a.label.localeCompare(b.label, 'de'));
  const options = Object.fromEntries(POSTING_VOCABULARIES.map((v) => [v, [] as TermOption[]])) as PostingTerms;
  for (const term of sorted) {
    const vocabulary = term.vocabulary as PostingVocabulary;
    if (POSTING_VOCABULARIES.includes(vocabulary)) options[vocabulary].push({ tid: term.tid, label: term.label });
  }
  return options;
}
