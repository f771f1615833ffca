// @module-tag postgres
// The rule for the PostgreSQL pass (docs/architecture.md, "Which tests run on PostgreSQL"): every server
// module whose code can behave differently there is imported by a test file of that pass, or is named below
// with the module or test that reaches it. This file runs there too, so the pass is never empty.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineSensitivity, listFiles, postgresTestFiles, runsOnPostgres } from './postgres-tests';

const root = path.resolve(__dirname, '../..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

/**
 * Engine-sensitive modules no test of the pass imports itself: each names the module that imports it (and
 * is covered in turn) or the test file of the pass that runs it through GraphQL. A folder ends with "/".
 */
const REACHED_THROUGH: Record<string, string> = {
  // Column defaults and checks: they run as the migrations, which the PostgreSQL pass applies first.
  'server/db/schema/': 'server/db/client.postgres.test.ts',
  // Listening: every handle carries it; server/page-cache/page-changes.test.ts listens on the server's pool.
  'server/db/notifications.ts': 'server/page-cache/page-changes.test.ts',
  'server/seed/bulk.ts': 'server/seed/demo.ts',
  'server/seed/job-places.ts': 'server/seed/demo.ts',
  'server/auth/users.ts': 'server/seed/signup-demo.ts',
  'server/search/fulltext-sql.ts': 'server/search/postgres-job-search.ts',
  'server/search/training.ts': 'server/search/postgres-job-search.ts',
  'server/search/facet-counts-sql.ts': 'server/search/postgres-job-search.ts',
  'server/search/job-conditions-sql.ts': 'server/search/postgres-job-search.ts',
  'server/search/postgres-job-search.ts': 'server/schema/jobs/search-jobs.test.ts',
  'server/search/job-places-sql.ts': 'server/search/resume-search.ts',
  'server/search/resume-fulltext-sql.ts': 'server/search/resume-search.ts',
  'server/resumes/current-employer.ts': 'server/search/resume-fulltext-sql.ts',
  'server/search/title-suggestions.ts': 'server/schema/jobs/suggest-job-titles.test.ts',
  'server/jobs/job-towns-sql.ts': 'server/jobs/job-board-overview.ts',
  'server/privacy/personal-data.ts': 'server/privacy/export-personal-data.ts',
  'server/postings/posting-store.ts': 'server/postings/review-posting.ts',
  'server/postings/save-posting.ts': 'server/schema/postings/job-link-check.test.ts',
  'server/schema/postings/resolvers.ts': 'server/schema/postings/job-link-check.test.ts',
  'server/organizations/active-organization.ts': 'server/schema/team/workspace.test.ts',
  'server/organizations/profile-publish.ts': 'server/schema/organizations/profile-editing.test.ts',
  'server/job-manager/job-actions.ts': 'server/schema/job-manager/job-manager.test.ts',
  'server/applications/inbox/change-status.ts': 'server/schema/applications/applications.test.ts',
  'server/account/email-change.ts': 'server/schema/account/account-page.test.ts',
  'server/account/my-consents.ts': 'server/schema/account/account-page.test.ts',
  'server/account/my-job-alerts.ts': 'server/schema/account/account-page.test.ts',
  'server/account/password-change.ts': 'server/schema/account/password-reset.test.ts',
};

/** Modules whose engine-specific code never runs on a server. */
const PGLITE_ONLY = new Set(['server/db/pglite-guard.ts']);

const isModule = (file: string): boolean =>
  file.endsWith('.ts') &&
  !file.endsWith('.test.ts') &&
  !file.endsWith('.d.ts') &&
  !/(^|[/-])testing\.ts$|\/test-[^/]+\.ts$/.test(file);

/** The repository files a source imports (relative and `@/` specifiers, resolved to `.ts` or `index.ts`). */
function importedFiles(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)) {
    const specifier = match[1] ?? match[2] ?? '';
    const target = specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(file), specifier)
      : specifier.startsWith('@/')
        ? specifier.slice(2)
        : null;
    if (target) found.push(`${target}.ts`, `${target}/index.ts`, `${target}.tsx`);
  }
  return found;
}

// Written in two pieces: vitest reads every tag line of this file as one of its own.
const TAG = '@' + 'module-tag';

describe('which test files run on PostgreSQL', () => {
  it.each([
    ['server/db/client.postgres.test.ts', 'it()', true],
    ['server/jobs/open-jobs.test.ts', `// ${TAG} postgres\nimport x`, true],
    ['server/jobs/open-jobs.test.ts', `/**\n * ${TAG} postgres\n */`, true],
    ['server/jobs/open-jobs.test.ts', `// ${TAG} postgresql`, false],
    ['server/jobs/open-jobs.test.ts', '// runs on postgres too', false],
    ['server/db/job-locations-backfill.pglite.test.ts', 'it()', false],
  ])('%s with %j: %s', (file, source, expected) => {
    expect(runsOnPostgres(file, source)).toBe(expected);
  });

  it.each([
    ['db.select().from(jobs).where(eq(jobs.id, id))', null],
    ['.where(sql`${jobs.endsAt} > now()`)', 'raw SQL'],
    ["await db.execute<{ n: number }>(sql.raw('select 1'))", 'raw SQL'],
    ['const { rows } = await db.execute(query)', 'raw statements'],
    [".for('update', { skipLocked: true })", 'row locks'],
    ['await db.transaction(async (tx) => {', 'transactions'],
    ['select pg_advisory_xact_lock(42)', 'advisory locks'],
    ["import { drizzle } from 'drizzle-orm/node-postgres';", 'the node-postgres driver'],
  ])('%s → %s', (source, reason) => {
    const why = engineSensitivity(source);
    if (reason === null) expect(why).toBeNull();
    else expect(why).toContain(reason);
  });

  const testFiles = postgresTestFiles(root);
  const imported = new Set(testFiles.flatMap((file) => importedFiles(file, read(file))));
  const modules = listFiles(root, 'server', isModule);
  const sensitive = modules.filter((file) => !PGLITE_ONLY.has(file) && engineSensitivity(read(file)) !== null);

  it('selects the server-dependent files and leaves most of the server tests to PGlite', () => {
    expect(testFiles).toContain('server/db/client.postgres.test.ts');
    expect(testFiles).toContain('server/db/postgres-tests.test.ts');
    expect(testFiles.some((file) => file.endsWith('.pglite.test.ts'))).toBe(false);
    expect(testFiles.length).toBeLessThan(listFiles(root, 'server', (file) => file.endsWith('.test.ts')).length / 2);
  });

  /** Whether a module is imported by a test of the pass, directly or through the chain REACHED_THROUGH names. */
  function reached(file: string, seen: Set<string> = new Set()): boolean {
    if (imported.has(file)) return true;
    const through = Object.entries(REACHED_THROUGH).find(
      ([key]) => file === key || (key.endsWith('/') && file.startsWith(key)),
    )?.[1];
    if (!through || seen.has(file)) return false;
    if (testFiles.includes(through)) return true;
    // A module named as the way in must really import this one.
    return importedFiles(through, read(through)).includes(file) && reached(through, new Set([...seen, file]));
  }

  it.each(sensitive.map((file) => [file, engineSensitivity(read(file))]))('%s (%s) is tested on PostgreSQL', (file) => {
    expect(reached(file), `tag a test that imports ${file} with // @module-tag postgres, or name its way in`).toBe(
      true,
    );
  });

  it('names only ways in that exist and run on PostgreSQL or import the module', () => {
    for (const through of Object.values(REACHED_THROUGH)) {
      expect(modules.includes(through) || testFiles.includes(through), through).toBe(true);
    }
  });
});
