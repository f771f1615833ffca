// Alerts saved from a listing searched by an area (a state, a country, a postal area) keep searching only
// there, on the real database: the query finds only the area's jobs, and the mails name the area.
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../graphql/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRegion } from '../../regions/registry';
import type { Db } from '../db/client';
import { jobAlerts, jobs, type SavedSearch } from '../db/schema';
import type { Address } from '../db/schema/columns';
import { createMailer, type Mailer } from '../mail/mailer';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from '../mail/testing';
import { searchJobs } from '../search/search-jobs';
import { confirmJobAlert } from './job-alerts';
import { requestJobAlert } from './request-job-alert';
import { savedSearchQuery } from './saved-search';
import { sendDueJobAlerts } from './send-job-alerts';

let db: Db;
let fx: Fixtures;
let smtp: TestSmtpServer;
let mailer: Mailer;
const DAY = 86_400_000;
const tag = `zr${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 6)}`;
const EMAIL = `gebiet-${tag}@beispiel.de`;
const start = new Date(Date.now() - 10 * DAY);
const ids: Record<string, string> = {};

const PLACES: Record<string, { address: Address; lat: number; lon: number }> = {
  Erlangen: { address: { countryCode: 'DE', administrativeArea: 'Bayern', zip: '91052' }, lat: 49.59, lon: 11.0 },
  Nürnberg: { address: { countryCode: 'DE', administrativeArea: 'Bayern', zip: '90402' }, lat: 49.45, lon: 11.08 },
  Saarbrücken: { address: { countryCode: 'DE', administrativeArea: 'Saarland', zip: '66111' }, lat: 49.23, lon: 7.0 },
  Salzburg: { address: { countryCode: 'AT', zip: '5020' }, lat: 47.8, lon: 13.04 },
};

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  smtp = await startTestSmtpServer();
  mailer = createMailer({ SMTP_URL: smtp.url });
  for (const [town, place] of Object.entries(PLACES)) {
    const [row] = await db
      .insert(jobs)
      .values({
        regionId: REGION,
        organizationId: fx.ownOrganization[fx.recruiter.id],
        title: `Pflegekraft ${town} ${tag}`,
        state: 'published',
        publishedAt: new Date(start.getTime() + DAY),
        expiresAt: new Date(Date.now() + 60 * DAY),
        locationLabel: town,
        ...place,
      })
      .returning({ id: jobs.id });
    ids[town] = row.id;
  }
});

afterAll(async () => {
  await db.delete(jobAlerts).where(eq(jobAlerts.email, EMAIL));
  await db.delete(jobs).where(inArray(jobs.id, Object.values(ids)));
  await smtp.close();
  await fx.cleanup();
  await closeGraphQLTestDb();
});

const found = async (area: SavedSearch['area']) => {
  const query = savedSearchQuery(
    { search: tag, filters: [], ...(area ? { area } : {}) },
    { regionId: REGION, language: 'de', now: new Date(), publishedAfter: start, limit: 20 },
  );
  const { hits } = await searchJobs(db, query);
  return hits.map((h) => Object.keys(ids).find((town) => ids[town] === h.id)).sort();
};

describe('job alerts of an area', () => {
  it.each<[string, SavedSearch['area'], string[]]>([
    ['a state', { kind: 'administrativeArea', value: 'Bayern', label: 'Bayern' }, ['Erlangen', 'Nürnberg']],
    ['the Saarland', { kind: 'administrativeArea', value: 'Saarland', label: 'Saarland' }, ['Saarbrücken']],
    ['a country', { kind: 'country', value: 'AT', label: 'Österreich' }, ['Salzburg']],
    ['Germany', { kind: 'country', value: 'DE', label: 'DE' }, ['Erlangen', 'Nürnberg', 'Saarbrücken']],
    ['a postal area', { kind: 'postalArea', value: '90', label: '90' }, ['Nürnberg']],
    ['no area (an alert saved before areas were kept)', undefined, ['Erlangen', 'Nürnberg', 'Saarbrücken', 'Salzburg']],
  ])('find only the jobs of %s', async (_case, area, towns) => {
    expect(await found(area)).toEqual(towns);
  });

  it('name the state in the confirm mail and mail only its jobs, linking to the state search', async () => {
    const region = getRegion(REGION)!;
    const outcome = await requestJobAlert(db, mailer, {
      region,
      email: EMAIL,
      interval: 'daily',
      search: { search: tag, filters: [], area: { kind: 'administrativeArea', value: 'Bayern', label: 'Bayern' } },
      clientSubject: `test-${tag}`,
    });
    expect(outcome).toBe('created');
    const mails = () => smtp.received.filter((m) => m.to.includes(EMAIL)).map((m) => parseMail(m.raw));
    expect(mails()[0].text).toContain(`„${tag}“ in Bayern`);

    const [alert] = await db.select().from(jobAlerts).where(eq(jobAlerts.email, EMAIL));
    expect(alert.label).toBe(`„${tag}“ in Bayern`);
    await confirmJobAlert(db, REGION, alert.confirmToken!, start);
    await sendDueJobAlerts(db, mailer, { now: new Date(start.getTime() + DAY + DAY / 2) });
    const alertMail = mails()[1];
    expect(alertMail.subject).toBe(`Neue Jobs für dich (2): „${tag}“ in Bayern`);
    expect(alertMail.text).toContain(`/job/${ids.Erlangen}`);
    expect(alertMail.text).toContain(`/job/${ids['Nürnberg']}`);
    expect(alertMail.text).not.toMatch(/Saarbrücken|Salzburg/);
    expect(alertMail.text).toMatch(/administrative_area_level_1=Bayern/);
  });

  it('refuse an area the search cannot have, before anything is saved', async () => {
    const outcome = await requestJobAlert(db, mailer, {
      region: getRegion(REGION)!,
      email: EMAIL,
      interval: 'daily',
      search: { filters: [], area: { kind: 'postalArea', value: '9a', label: '9a' } },
      clientSubject: `test-${tag}`,
    });
    expect(outcome).toBe('invalid');
    expect(await db.select().from(jobAlerts).where(eq(jobAlerts.email, EMAIL))).toHaveLength(1);
  });
});
