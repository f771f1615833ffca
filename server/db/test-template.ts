import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { queueSchemaSql } from '../queue/open-queue';
import { migrationsFolder } from './client';
import { pgliteOptions } from './pglite-options';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data folder as a tarball (server/db/test-global-setup.ts); null in the PostgreSQL pass. */
    pgliteTemplate: string | null;
  }
}

/** PGlite's data folder format may change between its versions. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Names the template by what it is built from, so any change to a migration, the queue's schema or PGlite builds a new one. */
function templateKey(folder: string): string {
  const hash = createHash('sha256').update(pgliteVersion()).update(queueSchemaSql());
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(folder, name);
    if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Templates of older migrations (42 MB each), once no run of a day ago can still be reading them. */
function removeStaleTemplates(current: string): void {
  const dayAgo = Date.now() - 86_400_000;
  for (const name of readdirSync(tmpdir())) {
    const file = path.join(tmpdir(), name);
    if (!/^jobboard-pglite-template-[0-9a-f]+\.tar$/.test(name) || file === current) continue;
    if (statSync(file).mtimeMs < dayAgo) rmSync(file, { force: true });
  }
}

/**
 * The tarball of an in-memory PGlite with every migration applied and the job queue's schema, in the system's
 * temporary folder. Kept between runs under a name derived from the migrations, the queue's schema and the PGlite
 * version (building it takes seconds; the key takes milliseconds). Uncompressed: it opens in about 0.6 s, gzip (5 instead of 42 MB) took 0.8-1.6 s.
 */
export async function buildPgliteTemplate(): Promise<string> {
  const folder = migrationsFolder();
  const file = path.join(tmpdir(), `jobboard-pglite-template-${templateKey(folder)}.tar`);
  if (existsSync(file)) return file;
  removeStaleTemplates(file);
  const client = await PGlite.create(await pgliteOptions());
  try {
    await migrate(drizzle({ client }), { migrationsFolder: folder });
    // The job queue's schema too (docs/architecture.md, "Background work on a job queue"): a test that starts a
    // queue finds it installed, as a server finds it after its first start.
    await client.exec(queueSchemaSql());
    const tarball = await client.dumpDataDir('none');
    // Written aside and renamed: a run started meanwhile (other engineers share the machine) never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    // An open PGlite keeps Node's event loop alive: without this the process never exits.
    await client.close();
  }
  return file;
}
