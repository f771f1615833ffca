import { expect, test } from '../fixtures';
import { applyToInboxJob } from '../application-helpers';
import { siteUrl } from '../helpers';
import { caughtMails, waitForMailWhere, type CaughtMail } from '../mail-catcher';
import { postJobPerLink, recruiterOf, review, signIn, uniqueWord } from '../posting-helpers';
import { parseMail } from '../../server/mail/testing';
import { DEMO_INBOX_JOB_TITLE } from '../../server/seed/applications';
import { instanceUrl, killInstance, postForm, query, runTaskNow } from './cluster-helpers';

/**
 * Many instances, one truth (docs/operations.md, "Tested with two instances"): behind nginx, two `next start`
 * instances share the database, the bucket, the page cache's purges and the job queue with two workers. A file
 * written through one instance is read through the other, a change through one shows on the other within
 * 5 seconds, scheduled work happens once, and an instance killed in the middle of a load of applications loses
 * none that was acknowledged. The last test kills instance A: it stays last.
 */
test.describe.configure({ mode: 'serial' });

const REGION = 'franken';
const PDF = (marker: string) =>
  Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

async function inboxJobId(): Promise<string> {
  const [job] = await query<{ id: string }>(
    `select id from jobs where region_id = $1 and title = $2 and state = 'published'`,
    [REGION, DEMO_INBOX_JOB_TITLE],
  );
  return job.id;
}

const subjectOf = (mail: CaughtMail) => parseMail(mail.raw).subject;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a CV uploaded with an application through instance A is downloaded by the employer through instance B', async ({
  browser,
  page,
}) => {
  const jobId = await inboxJobId();
  const marker = uniqueWord('cv');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(instanceUrl('a', REGION, `/job/${jobId}`));
  await applyToInboxJob(
    visitor,
    { first: 'Clara', last: 'Zweistein', email: `${marker}@beispiel.de`, coverLetter: 'Ich arbeite gern im Team.' },
    { name: 'Lebenslauf Clara Zweistein.pdf', buffer: PDF(marker) },
  );

  await signIn(page, REGION, recruiterOf(REGION), '/job-manager/bewerbungen');
  await page.goto(instanceUrl('b', REGION, `/job-manager/bewerbungen?stelle=${jobId}`));
  await page.getByRole('link', { name: 'Bewerbung von Clara Zweistein öffnen' }).click();
  const file = page.getByRole('link', { name: /Lebenslauf Clara Zweistein\.pdf/ });
  const href = new URL((await file.getAttribute('href'))!, page.url());
  expect(href.port).toBe(new URL(instanceUrl('b', REGION, '/')).port);
  // Fetched by the page, as a click would (the test process cannot resolve *.localhost as browsers do).
  const download = await page.evaluate(async (url) => {
    const response = await fetch(url, { cache: 'no-store' });
    return { status: response.status, text: await response.text() };
  }, href.toString());
  expect(download.status).toBe(200);
  expect(download.text).toContain(marker);
  // The same authorization as with one instance: a visitor without the employer's session gets nothing.
  expect((await visitor.goto(href.toString()))?.status()).toBe(404);
});

test('a job approved through instance A is on the cached listing of instance B within 5 seconds', async ({
  browser,
  page,
}) => {
  const region = 'rosenheim';
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(instanceUrl('b', region, '/jobs'));
  expect((await visitor.reload())?.headers()['x-page-cache'], 'B answers its listing from its cache').toBe('hit');

  const title = `${uniqueWord('Zimmerer')} Holzbau`;
  await signIn(page, region, recruiterOf(region), '/job/wizard');
  await postJobPerLink(page, region, { title, link: 'https://karriere.beispiel.de/stellen/holz', place: 'Kolbermoor' });
  const editor = await (await browser.newContext()).newPage();
  await review(editor, region, title, undefined, (path) => instanceUrl('a', region, path));
  const approved = Date.now();

  await expect(async () => {
    await visitor.goto(instanceUrl('b', region, '/jobs'));
    await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 5000 - (Date.now() - approved), intervals: [250] });
});

test('a scheduled job is published once, with one "online" mail, while two workers share the queue', async ({
  page,
}) => {
  const recruiter = recruiterOf(REGION);
  const [job] = await query<{ id: string; title: string }>(
    `select j.id, j.title from jobs j join users u on u.id = j.author_id
      where j.region_id = $1 and j.state = 'scheduled' and u.email = $2 limit 1`,
    [REGION, recruiter],
  );
  // Its time has come: the scheduled date moves to now (the demo schedules it a week ahead).
  await query(`update jobs set published_at = now() where id = $1`, [job.id]);
  // An operator's runs on top of the schedule's: each worker may take one, and neither may publish it twice.
  for (const said of await Promise.all([runTaskNow('scheduled-postings'), runTaskNow('scheduled-postings')]))
    expect(said).toMatch(/eingereiht|wartet schon oder läuft gerade/);

  const online = (mail: CaughtMail) =>
    mail.to.includes(recruiter) && subjectOf(mail) === `Ihre Stellenanzeige „${job.title}“ ist online`;
  await waitForMailWhere(online, 'that the scheduled job is online', 90_000);
  await page.goto(siteUrl(REGION, `/job/${job.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);

  // Another run finds nothing left to publish.
  await runTaskNow('scheduled-postings');
  await pause(15_000);
  expect((await caughtMails()).filter(online)).toHaveLength(1);
  expect(await query(`select state from jobs where id = $1`, [job.id])).toEqual([{ state: 'published' }]);
});

test('an invoice whose mail failed is mailed once by the retry, with two workers asked at the same time', async () => {
  const [invoice] = await query<{ id: string; number: string }>(
    `select i.id, i.number from invoices i join orders o on o.id = i.order_id
      where o.region_id = $1 and i.kind = 'invoice' order by i.issued_at desc limit 1`,
    [REGION],
  );
  // As if its mail had failed when it was issued eleven minutes ago (the retry leaves younger ones to the order).
  await query(
    `update invoices set mailed_at = null, mail_claimed_until = null, issued_at = now() - interval '11 minutes'
      where id = $1`,
    [invoice.id],
  );
  await Promise.all([runTaskNow('invoice-mails'), runTaskNow('invoice-mails')]);

  const mailed = (mail: CaughtMail) => subjectOf(mail).includes(`Rechnung ${invoice.number} `);
  const mail = await waitForMailWhere(mailed, `with invoice ${invoice.number}`, 60_000);
  // The invoice itself goes along, rendered on a worker and stored in the bucket.
  expect(mail.raw).toMatch(/Content-Disposition: attachment;\s*filename="?[^"\r\n]*\.pdf/i);
  await runTaskNow('invoice-mails');
  await pause(15_000);
  expect((await caughtMails()).filter(mailed)).toHaveLength(1);
  const [row] = await query<{ mailed_at: Date | null }>(`select mailed_at from invoices where id = $1`, [invoice.id]);
  expect(row.mailed_at).not.toBeNull();
});

test('killing instance A during a load of applications loses none that was acknowledged, and stores none twice', async () => {
  const jobId = await inboxJobId();
  const run = uniqueWord('last');
  const total = 40;
  const answers: Array<{ email: string; status: number; ok: boolean }> = [];
  let killed = false;

  async function apply(i: number) {
    const email = `${run}-${i}@beispiel.de`;
    const form = new FormData();
    form.set('firstName', 'Last');
    form.set('lastName', `Test ${i}`);
    form.set('emailAddress', email);
    form.set('coverLetter', 'Ich bewerbe mich gern.');
    form.set('answer.demo-fuehrerschein', 'ja');
    form.set('answer.demo-start', 'Sofort');
    form.set('files', new Blob([PDF(email)], { type: 'application/pdf' }), 'Lebenslauf.pdf');
    // Each applicant from an address of its own: the per-client limit of a site counts them apart.
    const sent = await postForm(REGION, `/api/jobs/${jobId}/application`, form, `127.0.0.${20 + i}`);
    const ok = sent.status === 200 && (JSON.parse(sent.body) as { ok?: boolean }).ok === true;
    answers.push({ email, status: sent.status, ok });
    if (!killed && answers.filter((a) => a.ok).length >= 10) {
      killed = true;
      await killInstance('app-a');
    }
  }
  // Four at a time, as a busy evening's applicants would arrive.
  for (let i = 0; i < total; i += 4) await Promise.all([0, 1, 2, 3].map((k) => apply(i + k)));
  expect(killed).toBe(true);

  const stored = await query<{ email_address: string; n: string }>(
    `select email_address, count(*) as n from job_applications where job_id = $1 and email_address like $2
      group by email_address`,
    [jobId, `${run}-%`],
  );
  const times = new Map(stored.map((row) => [row.email_address, Number(row.n)]));
  const acknowledged = answers.filter((a) => a.ok);
  const refused = answers.filter((a) => !a.ok).map((a) => a.status);
  test.info().annotations.push({
    type: 'applications',
    description: `${acknowledged.length} acknowledged, ${refused.length} not (${refused.join(', ') || 'none'})`,
  });
  for (const { email } of acknowledged) expect(times.get(email), `${email} was acknowledged`).toBe(1);
  expect(
    [...times.values()].every((n) => n === 1),
    'no application stored twice',
  ).toBe(true);
  // Only what was on its way to A when it died can fail; everything after goes to B.
  expect(acknowledged.length).toBeGreaterThanOrEqual(total - 4);
  expect(refused.every((status) => status === 502 || status === 0)).toBe(true);
});
