// @module-tag postgres
// Job alerts below the browser: double opt-in, the scheduled sender mailing only new matching jobs, never
// twice (also with two senders at once), and one-click unsubscribe. Mails go to a real SMTP server.
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../graphql/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { jobAlertDeliveries, jobAlerts, jobs } from '../db/schema';
import { createMailer, type Mailer } from '../mail/mailer';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from '../mail/testing';
import { confirmJobAlert, createJobAlert, unsubscribeJobAlert } from './job-alerts';
import { sendDueJobAlerts } from './send-job-alerts';

let db: Db;
let fx: Fixtures;
let smtp: TestSmtpServer;
let mailer: Mailer;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const tag = `zq${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 6)}`;
const EMAIL = `suchende-${tag}@beispiel.de`;
const jobIds: string[] = [];
const ROSENHEIM = { lat: 47.8571, lon: 12.1181 };
const TRAUNSTEIN = { lat: 47.8686, lon: 12.6433 };
const start = new Date(Date.now() - 10 * DAY);

async function addJob(title: string, publishedAt: Date, place = ROSENHEIM) {
  const [row] = await db
    .insert(jobs)
    .values({
      regionId: REGION,
      organizationId: fx.ownOrganization[fx.recruiter.id],
      title: `${title} ${tag}`,
      state: 'published',
      publishedAt,
      expiresAt: new Date(Date.now() + 60 * DAY),
      locationLabel: 'Rosenheim',
      ...place,
    })
    .returning({ id: jobs.id });
  jobIds.push(row.id);
  return row.id;
}

const mailsTo = () => smtp.received.filter((m) => m.to.includes(EMAIL));

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  smtp = await startTestSmtpServer();
  mailer = createMailer({ SMTP_URL: smtp.url });
});

afterAll(async () => {
  await db.delete(jobAlerts).where(eq(jobAlerts.email, EMAIL));
  await db.delete(jobs).where(inArray(jobs.id, jobIds));
  await smtp.close();
  await fx.cleanup();
  await closeGraphQLTestDb();
});

beforeEach(() => {
  smtp.received.length = 0;
});

describe('job alerts', () => {
  let alertId: string;
  let confirmToken: string;

  it('saves a search unconfirmed and sends nothing before the double opt-in', async () => {
    const created = await createJobAlert(db, {
      regionId: REGION,
      language: 'de',
      email: EMAIL,
      interval: 'daily',
      search: {
        search: `Pflege ${tag}`,
        filters: [],
        geoLocation: { label: 'Rosenheim', ...ROSENHEIM, radius: 20, locationType: 'locality' },
      },
      userId: null,
      label: '„Pflege“ in Rosenheim (+20 km)',
    });
    expect('confirmToken' in created).toBe(true);
    ({ id: alertId, confirmToken } = created as { id: string; confirmToken: string });
    await addJob('Pflegefachkraft vorher', new Date(start.getTime() - DAY));
    await sendDueJobAlerts(db, mailer, { now: new Date(Date.now() + 2 * DAY) });
    expect(mailsTo()).toHaveLength(0);
  });

  it('confirms only with the right token; confirming again changes nothing', async () => {
    expect(await confirmJobAlert(db, REGION, 'falsch', start)).toBeNull();
    expect(await confirmJobAlert(db, 'rosenheim', confirmToken, start)).toBeNull();
    expect(await confirmJobAlert(db, REGION, confirmToken, start)).toMatchObject({ id: alertId, confirmed: true });
    // The link opened again, later than its week: it still names the alert, whose clock stays where it was.
    const again = await confirmJobAlert(db, REGION, confirmToken, new Date(start.getTime() + 10 * DAY));
    expect(again).toMatchObject({ id: alertId, confirmed: true, lastSentAt: start });
  });

  it('mails the new matching jobs once the interval has passed, with a one-click unsubscribe', async () => {
    const near = await addJob('Altenpflegerin', new Date(start.getTime() + 2 * HOUR));
    await addJob('Pflegehelfer Traunstein', new Date(start.getTime() + 3 * HOUR), TRAUNSTEIN);
    await addJob('Koch', new Date(start.getTime() + 4 * HOUR));
    // Not due yet: the day since the confirmation has not passed.
    expect(await sendDueJobAlerts(db, mailer, { now: new Date(start.getTime() + 12 * HOUR) })).toMatchObject({
      mailed: 0,
    });
    expect(await sendDueJobAlerts(db, mailer, { now: new Date(start.getTime() + DAY + HOUR) })).toMatchObject({
      mailed: 1,
      failed: 0,
    });
    const [mail] = mailsTo();
    const parsed = parseMail(mail.raw);
    expect(parsed.subject).toBe('Ein neuer Job für dich: „Pflege“ in Rosenheim (+20 km)');
    expect(parsed.text).toContain(`/job/${near}`);
    expect(parsed.text).not.toMatch(/Traunstein|Koch|vorher/);
    expect(parsed.headers['list-unsubscribe']).toMatch(/\/api\/job-alerts\/unsubscribe\?token=/);
    expect(parsed.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await db.select().from(jobAlertDeliveries).where(eq(jobAlertDeliveries.alertId, alertId))).toHaveLength(1);
  });

  it('never mails a job twice and sends nothing when nothing is new, also with two senders at once', async () => {
    const later = new Date(start.getTime() + 2 * DAY + 2 * HOUR);
    expect((await sendDueJobAlerts(db, mailer, { now: later })).mailed).toBe(0);
    const fresh = await addJob('Pflegefachkraft Nachtdienst', new Date(start.getTime() + 3 * DAY));
    const due = new Date(start.getTime() + 3 * DAY + 3 * HOUR);
    const results = await Promise.all([
      sendDueJobAlerts(db, mailer, { now: due }),
      sendDueJobAlerts(db, mailer, { now: due }),
    ]);
    expect(results.map((r) => r.mailed).sort()).toEqual([0, 1]);
    expect(mailsTo()).toHaveLength(1);
    expect(parseMail(mailsTo()[0].raw).text).toContain(`/job/${fresh}`);
  });

  it('keeps the jobs for the next run when the mail server fails', async () => {
    const fresh = await addJob('Pflegeassistenz', new Date(start.getTime() + 4 * DAY));
    const broken: Mailer = { mode: 'smtp', send: async () => Promise.reject(new Error('SMTP down')) };
    const due = new Date(start.getTime() + 4 * DAY + 4 * HOUR);
    expect(await sendDueJobAlerts(db, broken, { now: due })).toMatchObject({ mailed: 0, failed: 1 });
    expect(await sendDueJobAlerts(db, mailer, { now: due })).toMatchObject({ mailed: 1 });
    expect(parseMail(mailsTo()[0].raw).text).toContain(`/job/${fresh}`);
  });

  it('unsubscribes with the token of the mail, and then sends nothing more', async () => {
    const [alert] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId));
    expect(await unsubscribeJobAlert(db, REGION, 'falsch')).toBe(false);
    expect(await unsubscribeJobAlert(db, REGION, alert.unsubscribeToken)).toBe(true);
    await addJob('Pflegekraft danach', new Date(start.getTime() + 5 * DAY));
    expect((await sendDueJobAlerts(db, mailer, { now: new Date(start.getTime() + 6 * DAY) })).mailed).toBe(0);
    expect(await db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId))).toHaveLength(0);
  });
});
