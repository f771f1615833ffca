// A signed-in seeker's alert for their own confirmed address is on at once, without a confirm mail; any other
// address (or an anonymous request naming theirs) keeps the double opt-in (docs/product-decisions.md "Job alerts
// of a signed-in seeker"). Mails go to a real SMTP server.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../graphql/testing';
import type { Db } from '../db/client';
import { ALERT_INTERVALS, jobAlerts, users } from '../db/schema';
import { createMailer, type Mailer } from '../mail/mailer';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/testing';
import { getRegion } from '../../regions/registry';
import { requestJobAlert } from './request-job-alert';

let db: Db;
let fx: Fixtures;
let smtp: TestSmtpServer;
let mailer: Mailer;
const emails: string[] = [];

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  smtp = await startTestSmtpServer();
  mailer = createMailer({ SMTP_URL: smtp.url });
});

afterAll(async () => {
  await db.delete(jobAlerts).where(inArray(jobAlerts.email, emails));
  await smtp.close();
  await fx.cleanup();
  await closeGraphQLTestDb();
});

const ask = (email: string, userId: string | null, interval: 'daily' | 'weekly' = 'daily', words = 'Pflege') => {
  emails.push(email.toLowerCase());
  return requestJobAlert(db, mailer, {
    region: getRegion(REGION)!,
    email,
    interval,
    search: { search: words, filters: [] },
    clientSubject: `test-${email}`,
    userId,
  });
};
const alertsOf = (email: string) => db.select().from(jobAlerts).where(eq(jobAlerts.email, email.toLowerCase()));
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email.toLowerCase()));

describe('a signed-in seeker asking for a job alert', () => {
  it('with their own confirmed address: active at once, theirs, no mail', async () => {
    const before = Date.now();
    expect(await ask(fx.applicant.email.toUpperCase(), fx.applicant.id)).toBe('active');
    const [alert] = await alertsOf(fx.applicant.email);
    expect(alert).toMatchObject({ confirmed: true, userId: fx.applicant.id });
    // New jobs count from now, as after a confirmation.
    expect(alert.lastSentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(mailsTo(fx.applicant.email)).toHaveLength(0);
  });

  it('the same search again changes the interval of that alert, adds none', async () => {
    expect(await ask(fx.applicant.email, fx.applicant.id, 'weekly')).toBe('active');
    const alerts = await alertsOf(fx.applicant.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0].intervalSeconds).toBe(ALERT_INTERVALS.weekly);
  });

  it('with another address: the confirm mail as for anybody', async () => {
    const other = `zweitadresse-${fx.applicant.id.slice(0, 8)}@example.test`;
    expect(await ask(other, fx.applicant.id)).toBe('created');
    const [alert] = await alertsOf(other);
    expect(alert).toMatchObject({ confirmed: false, userId: null });
    await expect.poll(() => mailsTo(other).length).toBe(1);
  });

  it('anonymous, naming an account holder’s address: never active without the confirm link', async () => {
    expect(await ask(fx.recruiter.email, null)).toBe('created');
    expect((await alertsOf(fx.recruiter.email))[0]).toMatchObject({ confirmed: false, userId: null });
  });

  it('signed in as someone else, naming an account holder’s address: the confirm mail goes to that address', async () => {
    expect(await ask(fx.job_editor.email, fx.recruiter.id, 'daily', 'Lager')).toBe('created');
    expect((await alertsOf(fx.job_editor.email))[0]).toMatchObject({ confirmed: false, userId: null });
  });

  it('whose address is not confirmed yet: the confirm mail', async () => {
    await db.update(users).set({ emailVerified: null }).where(eq(users.id, fx.doomed.id));
    expect(await ask(fx.doomed.email, fx.doomed.id)).toBe('created');
    expect((await alertsOf(fx.doomed.email))[0].confirmed).toBe(false);
  });
});
