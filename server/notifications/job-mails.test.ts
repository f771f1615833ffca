// @module-tag postgres
// The poster's mails about a job (docs/product-decisions.md, "Mails an Arbeitgeber"): online after review or at
// its scheduled time, with its absolute link; the warning 7 days before its end, once per end date, with
// "Anzeige verlängern"; none when switched off. Through a real SMTP server.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRegion } from '../../regions/registry';
import { siteUrl } from '../../regions/site-origin';
import { jobLocations, jobs } from '../db/schema';
import { REGION, useGraphQLFixtures } from '../graphql/testing';
import { approveJobPosting } from '../postings/review-posting';
import { publishDueJobs } from '../postings/scheduled-postings';
import { sendExpiryWarnings } from './job-mails';
import { notificationTestKit } from './notification-testing';

const DAY = 86_400_000;
const NOW = new Date('2031-05-04T08:00:00Z');
const t = useGraphQLFixtures();
const kit = notificationTestKit(() => t.db);
const region = getRegion(REGION)!;
beforeAll(() => kit.start());
afterAll(() => kit.stop());

/** A job of the fixtures' organization by `authorId`; complete, so review can approve it. */
async function job(authorId: string | null, values: Partial<typeof jobs.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(jobs)
    .values({
      regionId: REGION,
      organizationId: t.fx.ownOrganization[t.fx.recruiter.id],
      authorId,
      state: 'needs_review',
      title: 'Pflegefachkraft (m/w/d)',
      description: '<p>Wir suchen Verstärkung für unser Team.</p>',
      employmentTypes: [1],
      occupationalFields: [1],
      applicationWorkflow: 'email',
      applicationEmails: ['bewerbung@example.test'],
      ...values,
    })
    .returning({ id: jobs.id });
  await t.db.insert(jobLocations).values({ jobId: row.id, position: 0, label: 'Nürnberg', lat: 49.45, lon: 11.08 });
  return row.id;
}

describe('the "online" mail', () => {
  it('goes to the poster when review approves the job, with its absolute link, saying "Sie"', async () => {
    const poster = await kit.member(t.fx.ownOrganization[t.fx.recruiter.id]);
    const id = await job(poster.id);
    const mails = await kit.sentBy(() =>
      approveJobPosting(t.db, { regionId: REGION, jobId: id, actorId: t.fx.job_editor.id }, kit.mailer),
    );
    expect(mails.map((m) => m.rcpt)).toEqual([[poster.email]]);
    expect(mails[0].subject).toBe('Ihre Stellenanzeige „Pflegefachkraft (m/w/d)“ ist online');
    expect(mails[0].text).toContain(siteUrl(region, `/job/${id}`));
    expect(mails[0].text).toContain('Diese E-Mail wurde an Sie gesendet, weil Sie die Stellenanzeige');
    expect(mails[0].text).toContain(siteUrl(region, '/user#email-benachrichtigungen'));
  });

  it('goes to the owner when the poster has left the team, and to nobody when that person switched it off', async () => {
    const gone = await job(t.fx.stranger.id);
    const toOwner = await kit.sentBy(() =>
      approveJobPosting(t.db, { regionId: REGION, jobId: gone, actorId: t.fx.job_editor.id }, kit.mailer),
    );
    expect(toOwner.map((m) => m.rcpt)).toEqual([[t.fx.recruiter.email]]);

    const quiet = await kit.member(t.fx.ownOrganization[t.fx.recruiter.id], ['jobReview']);
    const id = await job(quiet.id);
    const none = await kit.sentBy(() =>
      approveJobPosting(t.db, { regionId: REGION, jobId: id, actorId: t.fx.job_editor.id }, kit.mailer),
    );
    expect(none).toEqual([]);
    expect((await t.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id)))[0].state).toBe('published');
  });

  it("waits for a scheduled job's time and is sent once, by the run that puts it live", async () => {
    const poster = await kit.member(t.fx.ownOrganization[t.fx.recruiter.id]);
    const id = await job(poster.id, { state: 'scheduled', publishedAt: new Date(NOW.getTime() - 60_000) });
    const mails = await kit.sentBy(() =>
      Promise.all([publishDueJobs(t.db, NOW, kit.mailer), publishDueJobs(t.db, NOW, kit.mailer)]),
    );
    expect(mails.filter((m) => m.rcpt.includes(poster.email)).map((m) => m.subject)).toEqual([
      'Ihre Stellenanzeige „Pflegefachkraft (m/w/d)“ ist online',
    ]);
    expect(mails[0].text).toContain(siteUrl(region, `/job/${id}`));
  });
});

describe('the warning before a job ends', () => {
  const live = (authorId: string, endsInDays: number) =>
    job(authorId, {
      state: 'published',
      publishedAt: new Date(NOW.getTime() - 20 * DAY),
      expiresAt: new Date(NOW.getTime() + endsInDays * DAY),
    });

  it('comes 7 days before the end, once even with two runs at once, with "Anzeige verlängern"', async () => {
    const poster = await kit.member(t.fx.ownOrganization[t.fx.recruiter.id]);
    const soon = await live(poster.id, 6);
    await live(poster.id, 9);
    const mails = await kit.sentBy(() =>
      Promise.all([
        sendExpiryWarnings(t.db, kit.mailer, { now: NOW }),
        sendExpiryWarnings(t.db, kit.mailer, { now: NOW }),
      ]),
    );
    const mine = mails.filter((m) => m.rcpt.includes(poster.email));
    expect(mine.map((m) => m.subject)).toEqual([
      'Ihre Stellenanzeige „Pflegefachkraft (m/w/d)“ läuft am 10.05.2031 ab',
    ]);
    expect(mine[0].html).toContain('Anzeige verlängern');
    expect(mine[0].text).toContain(siteUrl(region, '/job-manager'));
    expect(mine[0].text).toContain('Diese E-Mail wurde an Sie gesendet');
    // A restart later the same day sends nothing new; a renewal moves the end and earns a new warning.
    expect(await kit.sentBy(() => sendExpiryWarnings(t.db, kit.mailer, { now: NOW }))).toEqual([]);
    await t.db
      .update(jobs)
      .set({ expiresAt: new Date(NOW.getTime() + 36 * DAY) })
      .where(eq(jobs.id, soon));
    const later = new Date(NOW.getTime() + 30 * DAY);
    const renewed = await kit.sentBy(() => sendExpiryWarnings(t.db, kit.mailer, { now: later }));
    expect(renewed.filter((m) => m.rcpt.includes(poster.email)).map((m) => m.subject)).toContain(
      'Ihre Stellenanzeige „Pflegefachkraft (m/w/d)“ läuft am 09.06.2031 ab',
    );
  });

  it('is not sent to a poster who switched it off', async () => {
    const quiet = await kit.member(t.fx.ownOrganization[t.fx.recruiter.id], ['jobExpiring']);
    await live(quiet.id, 3);
    const mails = await kit.sentBy(() => sendExpiryWarnings(t.db, kit.mailer, { now: NOW }));
    expect(mails.filter((m) => m.rcpt.includes(quiet.email))).toEqual([]);
  });
});
