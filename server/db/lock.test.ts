import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDirLock, DatabaseLockedError } from './lock';

/** A pid above Linux's pid_max (2^22): no process can have it. */
const DEAD_PID = 2 ** 22 + 12_345;

describe('acquireDirLock', () => {
  let root: string;
  let dir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'db-lock-'));
    dir = path.join(root, 'pglite');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes <dir>.lock with our pid and removes it on release', () => {
    const lock = acquireDirLock(dir);
    expect(lock.path).toBe(`${dir}.lock`);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lock.release(); // twice is harmless
  });

  it('refuses a folder held by another live process, naming pid and folder in German and English', () => {
    const livePid = process.ppid;
    writeFileSync(`${dir}.lock`, `${livePid}\n`);
    let thrown: unknown;
    try {
      acquireDirLock(dir);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DatabaseLockedError);
    const message = (thrown as Error).message;
    expect(message).toContain(`Die eingebettete Datenbank in ${dir} wird bereits von Prozess ${livePid} benutzt`);
    expect(message).toContain(`database is locked by process ${livePid}`);
    expect((thrown as DatabaseLockedError).pid).toBe(livePid);
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(livePid)); // left alone
  });

  it('takes over a stale lock whose process is dead', () => {
    writeFileSync(`${dir}.lock`, `${DEAD_PID}\n`);
    const lock = acquireDirLock(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock with our own pid that this process does not hold (pid reused after a restart)', () => {
    writeFileSync(`${dir}.lock`, `${process.pid}\n`);
    const lock = acquireDirLock(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over an empty lock file once it is no longer fresh', () => {
    writeFileSync(`${dir}.lock`, '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${dir}.lock`, old, old); // a crash between create and write, a minute ago
    const lock = acquireDirLock(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('refuses a second lock on the same folder inside one process', () => {
    const lock = acquireDirLock(dir);
    expect(() => acquireDirLock(dir)).toThrow(DatabaseLockedError);
    lock.release();
    acquireDirLock(dir).release();
  });

  it('releases the lock when the holding process exits without closing', () => {
    const lockUrl = pathToFileURL(path.resolve('server/db/lock.ts')).href;
    const script = `const { acquireDirLock } = await import(${JSON.stringify(lockUrl)}); acquireDirLock(${JSON.stringify(dir)}); console.log('locked'); process.exit(0);`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.stdout).toContain('locked');
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
