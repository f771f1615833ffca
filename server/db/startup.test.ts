import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDirLock } from './lock';

/**
 * Starts a server process as far as Next.js's start-up hook (instrumentation.ts register(), which Next awaits
 * before it serves a request) on an embedded database in `dir`; the script prints whose lock the folder has.
 */
function startServer(dir: string) {
  const instrumentation = pathToFileURL(path.resolve('instrumentation.ts')).href;
  const script = [
    `const { readFileSync } = await import('node:fs');`,
    `const { register } = await import(${JSON.stringify(instrumentation)});`,
    `await register();`,
    `console.log('started, lock held by ' + readFileSync(${JSON.stringify(`${dir}.lock`)}, 'utf8').trim() + ', me ' + process.pid);`,
    `process.exit(0);`,
  ].join('\n');
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_RUNTIME: 'nodejs', PGLITE_DIR: dir };
  delete env.DATABASE_URL;
  delete env.NEXT_PHASE;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    env,
    timeout: 120_000,
  });
}

describe('server start on an embedded database (instrumentation.ts)', () => {
  let root: string;
  let dir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'db-startup-'));
    dir = path.join(root, 'pglite');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('refuses to start while another live server holds the folder, with the German message on stderr', () => {
    const running = acquireDirLock(dir); // this test process plays the server that is already running
    try {
      const second = startServer(dir);
      expect(second.status).toBe(1);
      expect(second.stdout).not.toContain('started');
      expect(second.stderr).toContain('Der Server startet nicht.');
      expect(second.stderr).toContain(
        `Die eingebettete Datenbank in ${dir} wird bereits von Prozess ${process.pid} benutzt`,
      );
    } finally {
      running.release();
    }
  });

  it('opens the database, and so takes the folder, before it serves anything', () => {
    const first = startServer(dir);
    expect(first.stderr).not.toContain('Der Server startet nicht');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/started, lock held by (\d+), me \1\b/);
  });
});
