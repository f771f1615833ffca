// Which test files run a second time on a PostgreSQL server (docs/architecture.md, "Which tests run on
// PostgreSQL"). PGlite is PostgreSQL's own engine, so a statement the Drizzle query builder writes behaves
// alike on both; what can differ is the driver (node-postgres parses raw rows itself), concurrency (PGlite
// has one connection, so locks never wait), the server's sessions and pools, and the migrations. A test
// file takes part by carrying vitest's file tag `// @module-tag postgres`, or by its name `*.postgres.test.ts`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The tag, as vitest reads it from a test file (its `@module-tag` docblock); vitest.config.ts declares it. */
export const POSTGRES_TAG = 'postgres';

const TAG_LINE = new RegExp(`(//|\\*)\\s*@module-tag\\s+${POSTGRES_TAG}\\b`);

/** Code whose behaviour can differ between PGlite and a PostgreSQL server, and why. */
export const ENGINE_SENSITIVE: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /\bsql`|\bsql\.raw\(/, why: 'raw SQL: node-postgres parses the rows of a raw statement itself' },
  { pattern: /\.execute\s*[<(]/, why: 'raw statements and their row types' },
  { pattern: /\.for\(\s*['"](update|share|no key update)/, why: 'row locks: only a server has rivals to wait for' },
  { pattern: /\.transaction\(/, why: 'transactions: concurrent ones contend only on a server' },
  { pattern: /pg_advisory/, why: 'advisory locks' },
  { pattern: /drizzle-orm\/node-postgres|from 'pg'/, why: 'the node-postgres driver path' },
];

/** Whether a test file runs in the PostgreSQL pass. */
export function runsOnPostgres(file: string, source: string): boolean {
  return file.endsWith('.postgres.test.ts') || TAG_LINE.test(source);
}

/** The first reason why a module's code can behave differently on a PostgreSQL server, or null. */
export function engineSensitivity(source: string): string | null {
  return ENGINE_SENSITIVE.find(({ pattern }) => pattern.test(source))?.why ?? null;
}

// Top-level folders without vitest files (`data` is the demo's database, not lib/data); node_modules at any depth.
const SKIPPED_TOP_FOLDERS = new Set(['e2e', 'data', 'test-results']);

/** Files under `folder` (relative to `root`, with forward slashes) whose names pass `keep`. */
export function listFiles(root: string, folder: string, keep: (file: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const file = folder === '.' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      const skipped =
        entry.name === 'node_modules' ||
        entry.name.startsWith('.') ||
        (folder === '.' && SKIPPED_TOP_FOLDERS.has(entry.name));
      if (!skipped) found.push(...listFiles(root, file, keep));
    } else if (keep(file)) found.push(file);
  }
  return found.sort();
}

const isTestFile = (file: string): boolean => /\.test\.tsx?$/.test(file);

/** Every test file of the PostgreSQL pass, relative to `root` (vitest.config.ts includes exactly these). */
export function postgresTestFiles(root: string): string[] {
  return listFiles(root, '.', isTestFile).filter((file) =>
    runsOnPostgres(file, readFileSync(path.join(root, file), 'utf8')),
  );
}
