// The resume alerts' rules on the real database that the API test does not reach: the pace of saving (a
// script saving and deleting in a loop is stopped), the search's link with place names holding commas, and
// "none" kept but never due.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../messages/de.json';
import { loadSessionUser, type SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { resumeAlerts } from '../db/schema';
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../graphql/testing';
import { RESUME_ALERT_RATE_LIMITS } from './resume-alert-rate-limits';
import { deleteResumeAlert, saveResumeAlert } from './resume-alerts';
import { savedResumeSearchLabel, savedResumeSearchPath } from './saved-resume-search';

let db: Db;
let fx: Fixtures;
let admin: SessionUser;

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  admin = (await loadSessionUser(db, fx.administrator.id, REGION))!;
});
afterAll(async () => {
  await db.delete(resumeAlerts).where(eq(resumeAlerts.userId, fx.administrator.id));
  await fx.cleanup();
  await closeGraphQLTestDb();
});

const save = (interval = 'weekly', now = new Date()) =>
  saveResumeAlert(db, {
    user: admin,
    regionId: REGION,
    organizationId: null,
    fields: { payload: { keys: 'Koch' }, interval },
    now,
  });

describe('resume alerts', () => {
  it('keeps an alert with the interval none, without an organization for an admin-like user', async () => {
    const saved = await save('none');
    expect(saved).toMatchObject({ ok: true, alert: { interval: 'none', label: '„Koch“' } });
    if (saved.ok) await deleteResumeAlert(db, { user: admin, regionId: REGION, id: saved.alert.id });
  });

  it('stops saving after the hour’s allowance, also when each one is deleted again', async () => {
    // A day ahead: a window of its own, whatever the other tests counted.
    const now = new Date(Date.now() + 86_400_000);
    for (let i = 0; i < RESUME_ALERT_RATE_LIMITS.perUser.limit; i++) {
      const saved = await save('daily', now);
      if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
      await deleteResumeAlert(db, { user: admin, regionId: REGION, id: saved.alert.id });
    }
    const refused = await save('daily', now);
    expect(refused).toEqual({
      ok: false,
      errors: [{ field: 'payload', message: messages.resumeAlerts.errors.rateLimited.replace('{minutes}', '60') }],
    });
    expect(await db.select().from(resumeAlerts).where(eq(resumeAlerts.userId, fx.administrator.id))).toEqual([]);
  });
});

describe('the saved search in words and as a link', () => {
  const search = {
    keys: '',
    place: null,
    filters: { region: ['Neustadt a.d. Aisch, Mittelfranken', 'Fürth'], skill: ['5001', '5002'] },
  };
  it('keeps each desired place one parameter and tids a comma list', () => {
    expect(savedResumeSearchPath(search)).toBe(
      '/bewerbersuche?skill=5001%2C5002&region=Neustadt+a.d.+Aisch%2C+Mittelfranken&region=F%C3%BCrth',
    );
    expect(savedResumeSearchLabel(search)).toBe('mit 4 Filtern');
    expect(savedResumeSearchLabel({ ...search, filters: {} })).toBe('Alle Lebensläufe');
  });
});
