import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, createDb, type DbHandle, getDb } from './client';
import { DatabaseLockedError } from './lock';

import { appliedMigrations, EXPECTED_TABLES, journalEntries, publicTables } from './test-introspection';

describe('createDb with PGlite in a folder', () => {
  let root: string;
  let dir: string;
  let handle: DbHandle | undefined;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'db-client-'));
    dir = path.join(root, 'nested', 'folders', 'pglite'); // parents do not exist yet
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('creates the folder and applies every migration to the empty database', async () => {
    handle = await createDb({ pgliteDir: dir });
    expect(handle.driver).toBe('pglite');
    expect(await publicTables(handle.db)).toEqual(expect.arrayContaining(EXPECTED_TABLES));
    expect(await appliedMigrations(handle.db)).toBe(journalEntries());
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
  });

  it('refuses a second opener of the same folder in another process with a clear message', () => {
    const clientUrl = pathToFileURL(path.resolve('server/db/client.ts')).href;
    const script = [
      `const { createDb } = await import(${JSON.stringify(clientUrl)});`,
      `try { const h = await createDb({ pgliteDir: ${JSON.stringify(dir)} }); await h.close(); console.log('opened'); }`,
      `catch (error) { console.error(error.message); process.exitCode = 3; }`,
    ].join('\n');
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.stdout).not.toContain('opened');
    expect(child.status).toBe(3);
    expect(child.stderr).toContain(
      `Die eingebettete Datenbank in ${dir} wird bereits von Prozess ${process.pid} benutzt`,
    );
    expect(child.stderr).toContain(`database is locked by process ${process.pid}`);
  });

  it('releases the lock on close and opens again without re-running migrations', async () => {
    await handle?.close();
    handle = undefined;
    expect(existsSync(`${dir}.lock`)).toBe(false);
    handle = await createDb({ pgliteDir: dir });
    expect(await appliedMigrations(handle.db)).toBe(journalEntries());
  });
});

describe('getDb', () => {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, PGLITE_DIR: process.env.PGLITE_DIR };
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'db-getdb-'));
  });
  afterEach(async () => {
    await closeDb();
    process.env.DATABASE_URL = saved.DATABASE_URL;
    process.env.PGLITE_DIR = saved.PGLITE_DIR;
    if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
    if (saved.PGLITE_DIR === undefined) delete process.env.PGLITE_DIR;
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('does not cache a failed open: the next call retries and succeeds', async () => {
    const dir = path.join(root, 'pglite');
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = dir;
    writeFileSync(`${dir}.lock`, `${process.ppid}\n`); // a live foreign process "holds" the folder
    await expect(getDb()).rejects.toBeInstanceOf(DatabaseLockedError);
    rmSync(`${dir}.lock`);
    const db = await getDb();
    expect(await getDb()).toBe(db); // cached once open
    expect(await publicTables(db)).toContain('route_slugs');
  });
});
