// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { ALERT_INTERVALS, jobAlerts, resumeAlerts, users } from '../db/schema';
import { openTestDb, testRegionId } from '../db/testing';
import { type AlertTable, claimDueAlerts } from './claim-due-alerts';

// Long ago, so no other test's alert (made today) is due meanwhile on a shared database.
const NOW = new Date('2001-03-10T12:00:00Z');
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

/** An alert's confirmation, interval, creation and last mail → claimed, and since when its new hits count. */
const CASES = [
  {
    name: 'daily, last mailed two days ago',
    confirmed: true,
    interval: 'daily',
    createdAt: ago(500),
    lastSentAt: ago(48),
    since: ago(48),
  },
  {
    name: 'daily, never mailed, made two days ago',
    confirmed: true,
    interval: 'daily',
    createdAt: ago(48),
    lastSentAt: null,
    since: ago(48),
  },
  {
    name: 'daily, mailed exactly a day ago',
    confirmed: true,
    interval: 'daily',
    createdAt: ago(500),
    lastSentAt: ago(24),
    since: ago(24),
  },
  {
    name: 'daily, mailed an hour ago',
    confirmed: true,
    interval: 'daily',
    createdAt: ago(500),
    lastSentAt: ago(1),
    since: null,
  },
  {
    name: 'weekly, mailed two days ago',
    confirmed: true,
    interval: 'weekly',
    createdAt: ago(500),
    lastSentAt: ago(48),
    since: null,
  },
  { name: 'not confirmed', confirmed: false, interval: 'daily', createdAt: ago(500), lastSentAt: null, since: null },
  { name: 'interval "none"', confirmed: true, interval: 'none', createdAt: ago(500), lastSentAt: null, since: null },
] as const;

let handle: DbHandle;
let userId: string;
const region = testRegionId('alert-claims');

beforeAll(async () => {
  handle = await openTestDb();
  const [user] = await handle.db
    .insert(users)
    .values({ email: `suchauftrag-${randomUUID()}@example.test` })
    .returning({ id: users.id });
  userId = user.id;
});
afterAll(async () => {
  await handle.db.delete(jobAlerts).where(eq(jobAlerts.regionId, region));
  await handle.db.delete(users).where(eq(users.id, userId));
  await handle.close();
});

/** The cases as alerts of a table; answers their ids by case name. */
async function insertAlerts(table: AlertTable): Promise<Map<string, string>> {
  const common = (c: (typeof CASES)[number]) => ({
    regionId: region,
    email: `alarm-${randomUUID()}@example.test`,
    label: c.name,
    unsubscribeToken: randomUUID(),
    confirmed: c.confirmed,
    intervalSeconds: ALERT_INTERVALS[c.interval],
    createdAt: c.createdAt,
    lastSentAt: c.lastSentAt,
  });
  const rows =
    table === jobAlerts
      ? await handle.db
          .insert(jobAlerts)
          .values(CASES.map((c) => ({ ...common(c), search: { filters: [] } })))
          .returning({ id: jobAlerts.id, label: jobAlerts.label })
      : await handle.db
          .insert(resumeAlerts)
          .values(CASES.map((c) => ({ ...common(c), userId, search: { keys: '', place: null, filters: {} } })))
          .returning({ id: resumeAlerts.id, label: resumeAlerts.label });
  return new Map(rows.map((row) => [row.label!, row.id]));
}

describe.each([
  ['job alerts', jobAlerts],
  ['resume alerts', resumeAlerts],
] as const)('claiming due %s', (_name, table) => {
  let idOf: Map<string, string>;
  beforeAll(async () => {
    idOf = await insertAlerts(table);
  });

  it('takes each due alert once across two instances, with the moment its last mail covered', async () => {
    const ours = new Set(idOf.values());
    const runs = await Promise.all([
      claimDueAlerts(handle.db, table, NOW, 50),
      claimDueAlerts(handle.db, table, NOW, 50),
    ]);
    const claimed = new Map<string, Date>();
    for (const run of runs)
      for (const [id, since] of run) {
        if (!ours.has(id)) continue;
        expect(claimed.has(id)).toBe(false);
        claimed.set(id, since);
      }
    const expected = CASES.filter((c) => c.since !== null).map((c) => [idOf.get(c.name)!, c.since!.toISOString()]);
    expect([...claimed].map(([id, since]) => [id, since.toISOString()]).sort()).toEqual(expected.sort());
  });

  it('moves the clock of a claimed alert on, so it is not due again until its interval has passed', async () => {
    const ids = [...idOf.values()];
    const again = await claimDueAlerts(handle.db, table, NOW, 50);
    expect([...again.keys()].filter((id) => ids.includes(id))).toEqual([]);
    const sent = await handle.db
      .select({ id: table.id, lastSentAt: table.lastSentAt })
      .from(table)
      .where(inArray(table.id, [idOf.get(CASES[0].name)!]));
    expect(sent[0].lastSentAt?.toISOString()).toBe(NOW.toISOString());
  });
});
