import 'server-only';
import { getDb } from '@/server/db/client';
import { taxonomyTerms, type Vocabulary } from '@/server/db/schema';

/** Search fields whose values are taxonomy terms, by vocabulary. */
const FIELD_OF_VOCABULARY: Partial<Record<Vocabulary, string>> = {
  occupational_field: 'occupational_field',
  employment_type: 'employment_type',
  remote_option: 'remote_options',
  degree_level: 'degree_level',
};

export type TermLookup = {
  byAlias(alias: string): { field: string; value: string } | undefined;
  aliasOf(field: string, value: string): string | undefined;
};

type Entry = { field: string; value: string; alias: string };

let cached: { at: number; lookup: Promise<TermLookup> } | null = null;
const TTL_MS = 5 * 60_000;

async function build(): Promise<TermLookup> {
  const db = await getDb();
  const rows = await db.select({ vocabulary: taxonomyTerms.vocabulary, tid: taxonomyTerms.tid, aliases: taxonomyTerms.pathAliases }).from(taxonomyTerms);
  const entries: Entry[] = rows.flatMap((r) => {
    const field = FIELD_OF_VOCABULARY[r.vocabulary];
    const alias = r.aliases.de;
    return field && alias ? [{ field, value: String(r.tid), alias }] : [];
  });
  const byAlias = new Map(entries.map((e) => [e.alias, { field: e.field, value: e.value }]));
  const aliasOf = new Map(entries.map((e) => [`${e.field}:${e.value}`, e.alias]));
  return { byAlias: (alias) => byAlias.get(alias), aliasOf: (field, value) => aliasOf.get(`${field}:${value}`) };
}

/**
 * §2 facet path segments ↔ term values, for the listing's clean URLs. Terms change rarely (an admin adds
 * one), so the table is read once per process and refreshed every five minutes.
 */
export function loadTermLookup(): Promise<TermLookup> {
  if (!cached || Date.now() - cached.at > TTL_MS) {
    const lookup = build();
    cached = { at: Date.now(), lookup };
    lookup.catch(() => {
      cached = null;
    });
  }
  return cached.lookup;
}
