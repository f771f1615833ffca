import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a resolver file may not do (docs/architecture.md "Resolvers parse, call the domain and shape"): reach
 * the database itself. It may pass `ctx.db` on to a domain function and import stored types; it may not import
 * Drizzle, import tables as values, or run a statement on a database handle.
 */
type DatabaseUse = { line: number; what: string };

const RULES: Array<{ what: string; pattern: RegExp }> = [
  { what: 'imports drizzle-orm', pattern: /^\s*import\s[^;]*?from\s+['"]drizzle-orm(\/[^'"]*)?['"]/gm },
  {
    what: 'imports database tables',
    pattern: /^\s*import\s+(?!type\s)[^;]*?from\s+['"](@\/server\/db\/schema|(\.\.\/)+db\/schema)(\/[^'"]*)?['"]/gm,
  },
  {
    what: 'runs a statement on a database handle',
    pattern: /\b(db|tx)\s*\.\s*(select\w*|insert|update|delete|execute|transaction|query|\$count|\$with|with)\s*[(.]/g,
  },
];

/** Every place in a resolver file's source that reaches the database itself; empty when it only calls the domain. */
function databaseUses(source: string): DatabaseUse[] {
  const found: DatabaseUse[] = [];
  for (const { what, pattern } of RULES) {
    for (const match of source.matchAll(pattern)) {
      found.push({ line: source.slice(0, match.index).split('\n').length, what });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

const SCHEMA_DIR = path.join(process.cwd(), 'server/schema');

/** The resolver files: every .ts under server/schema but tests, their helpers and generated types. */
function resolverFiles(): string[] {
  return readdirSync(SCHEMA_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .filter((file) => !/(\.test|-testing|^testing)\.ts$/.test(path.basename(file)) && !file.startsWith('generated'))
    .sort();
}

describe('databaseUses', () => {
  it.each([
    [
      'a query on ctx.db',
      'const rows = await ctx.db\n  .select({ id: jobs.id })\n  .from(jobs);',
      ['runs a statement on a database handle'],
    ],
    ['an insert in a transaction', 'await tx.insert(consents).values(row);', ['runs a statement on a database handle']],
    ['raw SQL', 'await ctx.db.execute(sql`select 1`);', ['runs a statement on a database handle']],
    ['an import of drizzle-orm', "import { and, eq } from 'drizzle-orm';", ['imports drizzle-orm']],
    ['tables imported as values', "import { organizations } from '../../db/schema';", ['imports database tables']],
    ['tables by the alias', "import { jobs, users } from '@/server/db/schema';", ['imports database tables']],
    ['a stored type', "import type { ResumeTermGroup } from '../../db/schema';", []],
    ['ctx.db passed on to the domain', 'return listInbox(ctx.db, { regionId: ctx.region.id });', []],
    ['a storage call named delete', 'await ctx.storage.delete(stored.storageKey);', []],
  ])('%s', (_title, source, expected) => {
    expect(databaseUses(source).map((use) => use.what)).toEqual(expected);
  });
});

describe('resolvers under server/schema', () => {
  it('finds the resolver files', () => {
    expect(resolverFiles()).toEqual(expect.arrayContaining(['resolvers.ts', path.join('consent', 'resolvers.ts')]));
  });

  it('parse, call the domain and shape: none reaches the database itself', () => {
    const offenders = resolverFiles().flatMap((file) =>
      databaseUses(readFileSync(path.join(SCHEMA_DIR, file), 'utf8')).map((use) => `${file}:${use.line} ${use.what}`),
    );
    expect(offenders).toEqual([]);
  });
});
