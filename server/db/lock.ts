import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';

/**
 * An exclusive lock on an embedded database folder. PGlite is single-process and does not lock its data
 * directory itself; two openers would corrupt it. The lock is the file `<dir>.lock` holding the owner's pid.
 */
export type DirLock = { readonly path: string; release(): void };

/** Thrown when another live process holds the folder. The message is German first, English in brackets. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `Die eingebettete Datenbank in ${dir} wird bereits von Prozess ${pid} benutzt (database is locked by process ${pid}). ` +
        `Beende den anderen Prozess (z. B. den laufenden Server) und versuche es erneut, oder setze DATABASE_URL auf einen ` +
        `PostgreSQL-Server. (Stop the other process and retry, or set DATABASE_URL to a PostgreSQL server.)`,
    );
    this.name = 'DatabaseLockedError';
  }
}

/** Lock files taken by this process; shared across module copies (Next.js may load a module twice). */
const HELD_KEY = Symbol.for('regional-jobboard.db-locks');
const held: Set<string> = ((globalThis as Record<symbol, unknown>)[HELD_KEY] as Set<string>) ?? new Set<string>();
(globalThis as Record<symbol, unknown>)[HELD_KEY] = held;

/** A lock file younger than this with no pid yet is being written by its creator, not abandoned. */
const FRESH_MS = 2_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockPath: string): number | null | 'missing' {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
}

function ageMs(lockPath: string): number {
  try {
    return Date.now() - statSync(lockPath).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Takes `<dir>.lock` with openSync(…, 'wx'). A lock whose pid is dead is stale and taken over; so is one with
 * our own pid that this process does not hold (pid reuse after a container restart). A live owner → error.
 */
export function acquireDirLock(dir: string): DirLock {
  const lockPath = `${dir}.lock`;
  for (let attempt = 0; attempt < 20; attempt++) {
    let fd: number;
    try {
      fd = openSync(lockPath, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readPid(lockPath);
      if (pid === 'missing') continue; // released meanwhile: try again
      if (pid === null && ageMs(lockPath) < FRESH_MS) {
        sleepSync(50); // its creator is still writing the pid
        continue;
      }
      const ownStale = pid === process.pid && !held.has(lockPath);
      if (pid !== null && isAlive(pid) && !ownStale) throw new DatabaseLockedError(dir, pid);
      // Stale: remove it unless someone else replaced it since we read it.
      if (readPid(lockPath) === pid) {
        try {
          unlinkSync(lockPath);
        } catch (unlinkError) {
          if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
        }
      }
      continue;
    }
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    return holdLock(lockPath);
  }
  throw new Error(
    `Die Sperrdatei ${lockPath} konnte nicht angelegt werden (could not take the lock file ${lockPath}).`,
  );
}

function holdLock(lockPath: string): DirLock {
  held.add(lockPath);
  const release = () => {
    if (!held.delete(lockPath)) return;
    process.removeListener('exit', release);
    try {
      if (readPid(lockPath) === process.pid) unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  };
  // 'exit' also fires after process.exit(); a killed process leaves a stale lock that the next opener takes over.
  process.on('exit', release);
  return { path: lockPath, release };
}
