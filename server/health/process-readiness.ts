import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { probeBackgroundWork } from '../scheduler/background-work';
import { getStorage } from '../storage/process-storage';
import { isDraining } from './draining';
import { checkReadiness, type HealthCheck, type Readiness } from './readiness';

/** The dependencies of this process: its database, its file storage, and its share of the job queue if it runs one. */
export const PROCESS_CHECKS: Readonly<Record<string, HealthCheck>> = {
  database: async () => {
    await (await getDb()).execute(sql`select 1`);
    return 'ok';
  },
  storage: async () => {
    await getStorage().probe();
    return 'ok';
  },
  queue: () => probeBackgroundWork(),
};

/** One answer serves every probe within this long, so however often the route is asked, the checks run at most once a second. */
const REUSE_MS = 1_000;

let latest: { at: number; answer: Promise<Readiness> } | undefined;

/** This instance's readiness (GET /api/health/ready); concurrent and quick repeated probes share one run. */
export function processReadiness(now: number = Date.now()): Promise<Readiness> {
  if (isDraining()) return checkReadiness(PROCESS_CHECKS, { draining: true });
  if (!latest || now - latest.at >= REUSE_MS) {
    latest = { at: now, answer: checkReadiness(PROCESS_CHECKS, { draining: false }) };
  }
  return latest.answer;
}
