// @module-tag postgres
// Readiness of a real instance on the tests' database and a disk folder: ready while they answer, 503 naming
// the database once it cannot be reached, and 503 while shutting down (docs/operations.md, "Health endpoints").
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { closeDb } from '@/server/db/client';
import { markDraining } from '@/server/health/draining';
import { PROCESS_CHECKS } from '@/server/health/process-readiness';
import { startBackgroundWork, stopBackgroundWork } from '@/server/scheduler/background-work';
import { GET as live } from '../route';
import { GET } from './route';

// On a PostgreSQL server the tests share, this server leaves the queue to a worker; on its private PGlite it
// works the queue itself, as the demo's one process does.
const onServer = Boolean(process.env.DATABASE_URL);
let uploads: string;
let clock = Date.now();

/** Each probe a second apart, so none reuses the previous answer. */
async function probe(): Promise<{ status: number; body: Record<string, unknown> }> {
  clock += 1_001;
  vi.setSystemTime(clock);
  const response = await GET();
  expect(response.headers.get('cache-control')).toBe('no-store');
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  uploads = await mkdtemp(path.join(tmpdir(), 'health-uploads-'));
  process.env.UPLOADS_DIR = uploads;
  process.env.BACKGROUND_WORK = onServer ? 'web' : 'all';
  if (!onServer) {
    process.env.PGLITE_DIR = 'memory';
    process.env.PGLITE_TEMPLATE = inject('pgliteTemplate') ?? '';
    await startBackgroundWork();
  }
});

afterAll(async () => {
  vi.useRealTimers();
  await stopBackgroundWork();
  await closeDb();
  await rm(uploads, { recursive: true, force: true });
});

describe('GET /api/health and /api/health/ready', () => {
  it('is live without asking anything', async () => {
    const response = live();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('is ready while the database, the uploads folder and the queue it runs answer', async () => {
    const { status, body } = await probe();
    expect(status).toBe(200);
    expect(Object.keys(body.checks as object)).toEqual(Object.keys(PROCESS_CHECKS));
    expect(body).toMatchObject({
      ready: true,
      draining: false,
      checks: {
        database: { status: 'ok' },
        storage: { status: 'ok' },
        queue: { status: onServer ? 'off' : 'ok' },
      },
    });
  });

  it('answers 503 naming the database when it cannot be reached', async () => {
    await stopBackgroundWork();
    await closeDb();
    const databaseUrl = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'postgres://jobboard@127.0.0.1:1/gone';
    try {
      const { status, body } = await probe();
      expect(status).toBe(503);
      expect(body).toMatchObject({ ready: false, checks: { database: { status: 'failed', error: 'ECONNREFUSED' } } });
    } finally {
      process.env.DATABASE_URL = databaseUrl;
      if (databaseUrl === undefined) delete process.env.DATABASE_URL;
      await closeDb();
    }
  });

  it('answers 503 while the instance drains, so the balancer sends it nothing new', async () => {
    markDraining();
    expect(await probe()).toEqual({ status: 503, body: { ready: false, draining: true, checks: {} } });
  });
});
