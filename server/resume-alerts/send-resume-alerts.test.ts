// @module-tag postgres
// Resume alerts below the browser: the scheduled sender mails a recruiter new matching resumes once, never a
// private field, nothing for "none", nothing after losing access, and nothing after the one-click unsubscribe.
// Mails go to a real SMTP server.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSessionUser, type SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import {
  resumeAlertDeliveries,
  resumeAlerts,
  resumeBlockedOrganizations,
  resumes,
  subscriptions,
  users,
} from '../db/schema';
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../graphql/testing';
import { createMailer, type Mailer } from '../mail/mailer';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from '../mail/testing';
import { deleteResumeFixtures, insertResumeFixtures, type ResumeFixture } from '../search/resume-search-testing';
import { listResumeAlerts, saveResumeAlert, unsubscribeResumeAlert } from './resume-alerts';
import { sendDueResumeAlerts } from './send-resume-alerts';

let db: Db;
let fx: Fixtures;
let smtp: TestSmtpServer;
let mailer: Mailer;
let recruiter: SessionUser;
const userIds: string[] = [];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const t0 = new Date();
const at = (ms: number) => new Date(t0.getTime() + ms);
const ROSENHEIM = { label: 'Rosenheim', lat: 47.8561, lon: 12.1289 };
const MUENCHEN = { label: 'München', lat: 48.1372, lon: 11.5756 };
const SEARCH = { keys: 'Pflegefachkraft', place: { ...ROSENHEIM, radiusKm: 30 }, filters: [] };

async function addResumes(fixtures: Record<string, ResumeFixture>) {
  const created = await insertResumeFixtures(db, REGION, fixtures);
  userIds.push(...created.userIds);
  return created.ids;
}

async function save(label: string, interval: 'none' | 'daily' | 'weekly') {
  const parsed = await saveResumeAlert(db, {
    user: recruiter,
    regionId: REGION,
    organizationId: fx.ownOrganization[fx.recruiter.id],
    fields: { payload: SEARCH, label, interval },
    now: t0,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.alert;
}

const mailsTo = () => smtp.received.filter((m) => m.to.includes(fx.recruiter.email));

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  smtp = await startTestSmtpServer();
  mailer = createMailer({ SMTP_URL: smtp.url });
  recruiter = (await loadSessionUser(db, fx.recruiter.id, REGION))!;
});
afterAll(async () => {
  await db.delete(resumeAlerts).where(eq(resumeAlerts.userId, fx.recruiter.id));
  await deleteResumeFixtures(db, userIds);
  await smtp.close();
  await fx.cleanup();
  await closeGraphQLTestDb();
});
beforeEach(() => {
  smtp.received.length = 0;
});

describe('sendDueResumeAlerts', () => {
  let alertId: string;
  let token: string;
  let mailed: string;

  it('mails a new matching resume once the interval passed, with only the list’s fields', async () => {
    const alert = await save('Pflege Rosenheim', 'daily');
    alertId = alert.id;
    [{ unsubscribeToken: token }] = await db.select().from(resumeAlerts).where(eq(resumeAlerts.id, alertId));
    const ids = await addResumes({
      match: { title: 'Pflegefachkraft', place: ROSENHEIM, work: [{ jobTitle: 'Pflegefachkraft', start: '2016-01' }] },
      far: { title: 'Pflegefachkraft', place: MUENCHEN },
      other: { title: 'Koch', place: ROSENHEIM },
      hidden: { title: 'Pflegefachkraft', place: ROSENHEIM, visible: false },
      incomplete: { title: 'Pflegefachkraft', place: ROSENHEIM, complete: false },
    });
    mailed = ids.match;
    await db
      .update(resumes)
      .set({
        personalInfo: {
          firstName: 'Geheim',
          lastName: 'Nachname',
          phone: '0170 123456',
          birthday: '1990-05-01',
          homeLocation: { label: 'Heimatdorf', lat: 47.9, lon: 12.1 },
        },
      })
      .where(eq(resumes.id, mailed));
    const [candidate] = await db
      .select({ email: users.email })
      .from(users)
      .innerJoin(resumes, eq(resumes.userId, users.id))
      .where(eq(resumes.id, mailed));

    expect(await sendDueResumeAlerts(db, mailer, at(12 * HOUR))).toMatchObject({ mailed: 0 });
    expect(await sendDueResumeAlerts(db, mailer, at(DAY + HOUR))).toMatchObject({ mailed: 1, failed: 0 });
    const [mail] = mailsTo();
    expect(mail).toBeDefined();
    const parsed = parseMail(mail.raw);
    expect(parsed.subject).toBe('Ein neuer Lebenslauf: Pflege Rosenheim');
    expect(parsed.text).toContain(`/bewerbersuche/${mailed}`);
    expect(parsed.text).toContain('Raum Rosenheim');
    expect(parsed.text).toMatch(/\d+ Jahre Erfahrung/);
    expect(parsed.text).toContain('/bewerbersuche?search=Pflegefachkraft&geo_location=Rosenheim&radius=30');
    for (const other of [ids.far, ids.other, ids.hidden, ids.incomplete]) expect(mail.raw).not.toContain(other);
    // The private fields never reach the message, in any part.
    for (const secret of ['Geheim', 'Nachname', '0170', '1990-05-01', 'Heimatdorf', candidate.email])
      expect(mail.raw).not.toContain(secret);
    expect(parsed.text).toContain(`/user/suchauftrag/abmelden?token=${token}`);
    expect(parsed.headers['list-unsubscribe']).toMatch(/\/api\/resume-alerts\/unsubscribe\?token=/);
    expect(parsed.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect((await listResumeAlerts(db, recruiter, REGION, at(DAY + HOUR)))[0].lastSentAt).toEqual(at(DAY + HOUR));
    expect(
      await db.select().from(resumeAlertDeliveries).where(eq(resumeAlertDeliveries.alertId, alertId)),
    ).toHaveLength(1);
  });

  it('never mails a resume twice, even when it changed, and nothing when nothing is new', async () => {
    await db
      .update(resumes)
      .set({ updatedAt: at(DAY + 2 * HOUR) })
      .where(eq(resumes.id, mailed));
    expect((await sendDueResumeAlerts(db, mailer, at(2 * DAY + 3 * HOUR))).mailed).toBe(0);
    expect(mailsTo()).toHaveLength(0);
  });

  it('mails a resume that became visible since the last mail', async () => {
    const ids = await addResumes({ later: { title: 'Pflegefachkraft', place: ROSENHEIM, visible: false } });
    await db
      .update(resumes)
      .set({ visible: true, updatedAt: at(3 * DAY) })
      .where(eq(resumes.id, ids.later));
    expect((await sendDueResumeAlerts(db, mailer, at(4 * DAY))).mailed).toBe(1);
    expect(parseMail(mailsTo()[0].raw).text).toContain(`/bewerbersuche/${ids.later}`);
  });

  it('never mails a resume whose owner blocked the recruiter’s organization', async () => {
    const ids = await addResumes({
      blocking: { title: 'Pflegefachkraft', place: ROSENHEIM },
      open: { title: 'Pflegefachkraft', place: ROSENHEIM },
    });
    await db
      .update(resumes)
      .set({ updatedAt: at(5 * DAY) })
      .where(inArray(resumes.id, [ids.blocking, ids.open]));
    await db
      .insert(resumeBlockedOrganizations)
      .values({ resumeId: ids.blocking, organizationId: fx.ownOrganization[fx.recruiter.id] });
    expect((await sendDueResumeAlerts(db, mailer, at(6 * DAY))).mailed).toBe(1);
    const text = parseMail(mailsTo()[0].raw).text;
    expect(text).toContain(`/bewerbersuche/${ids.open}`);
    expect(text).not.toContain(ids.blocking);
  });

  it('never mails an alert with the interval none', async () => {
    const quiet = await save('Nie per Mail', 'none');
    await addResumes({ quiet: { title: 'Pflegefachkraft', place: ROSENHEIM } });
    await sendDueResumeAlerts(db, mailer, at(60 * DAY));
    expect(mailsTo().map((m) => parseMail(m.raw).subject)).not.toContainEqual(expect.stringContaining('Nie per Mail'));
    expect(await db.select().from(resumeAlertDeliveries).where(eq(resumeAlertDeliveries.alertId, quiet.id))).toEqual(
      [],
    );
  });

  it('mails nothing to a recruiter whose organization has no active subscription any more', async () => {
    const org = fx.ownOrganization[fx.recruiter.id];
    const ended = await db
      .update(subscriptions)
      .set({ status: 'expired' })
      .where(eq(subscriptions.organizationId, org))
      .returning({ id: subscriptions.id, status: subscriptions.status });
    await addResumes({ lost: { title: 'Pflegefachkraft', place: ROSENHEIM } });
    try {
      expect(await sendDueResumeAlerts(db, mailer, at(70 * DAY))).toMatchObject({ mailed: 0, noAccess: 1 });
      expect(mailsTo()).toHaveLength(0);
    } finally {
      await db
        .update(subscriptions)
        .set({ status: 'active' })
        .where(
          inArray(
            subscriptions.id,
            ended.map((s) => s.id),
          ),
        );
    }
  });

  it('stops with the one-click unsubscribe of the mail', async () => {
    expect(await unsubscribeResumeAlert(db, REGION, 'falsch')).toBe(false);
    expect(await unsubscribeResumeAlert(db, 'rosenheim', token)).toBe(false);
    expect(await unsubscribeResumeAlert(db, REGION, token)).toBe(true);
    await addResumes({ after: { title: 'Pflegefachkraft', place: ROSENHEIM } });
    expect((await sendDueResumeAlerts(db, mailer, at(90 * DAY))).mailed).toBe(0);
    expect(await db.select().from(resumeAlerts).where(eq(resumeAlerts.id, alertId))).toEqual([]);
  });
});
