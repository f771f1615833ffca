// @module-tag postgres
// The newsletter below the browser: double opt-in with hashed tokens, a week to confirm, one-click unsubscribe,
// the same answer for every address, the rate limits and the operator's list with its authorization matrix.
// Mails go to a real SMTP server.
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getRegion } from '@/regions/registry';
import type { Region } from '@/regions/build-region';
import {
  closeGraphQLTestDb,
  createFixtures,
  type Fixtures,
  openGraphQLTestDb,
  OTHER_REGION,
  REGION,
} from '../graphql/testing';
import type { Db } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import { createMailer, type Mailer } from '../mail/mailer';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from '../mail/testing';
import { eraseAccount } from '../privacy/erase-account';
import { getStorage } from '../storage/process-storage';
import { newsletterCount, newsletterExport } from './newsletter-export';
import { confirmNewsletterRequest, requestNewsletter } from './request-subscription';
import {
  findNewsletterToConfirm,
  findNewsletterToUnsubscribe,
  purgeUnconfirmedNewsletter,
  unsubscribeFromNewsletter,
} from './subscriptions';

let db: Db;
let fx: Fixtures;
let smtp: TestSmtpServer;
let mailer: Mailer;
const DAY = 86_400_000;
const withNewsletter = (id: string, on = true): Region => {
  const region = getRegion(id)!;
  return { ...region, FEATURES: { ...region.FEATURES, NEWSLETTER: on } };
};
const SITE = withNewsletter(REGION);
const OTHER = withNewsletter(OTHER_REGION);
const TAG = randomUUID().slice(0, 8);
const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}-${TAG}@beispiel.de`;
const client = () => `test-${randomUUID()}`;
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).map((m) => parseMail(m.raw));
const tokenIn = (text: string, path: string) =>
  decodeURIComponent(new RegExp(`${path}\\?token=([^\\s"&]+)`).exec(text)?.[1] ?? '');
const rowOf = async (email: string) =>
  (await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];

async function signUp(email: string, site = SITE, now = new Date()) {
  return requestNewsletter(db, mailer, { site, email, source: 'page', clientSubject: client() }, now);
}

/** Signs up and confirms; the unsubscribe token. */
async function subscribed(email: string, site = SITE) {
  await signUp(email, site);
  const token = tokenIn(mailsTo(email).at(-1)!.text, '/newsletter/bestaetigen');
  return (await confirmNewsletterRequest(db, mailer, site, token))!;
}

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  smtp = await startTestSmtpServer();
  mailer = createMailer({ SMTP_URL: smtp.url });
});

afterAll(async () => {
  await db.delete(newsletterSubscriptions).where(like(newsletterSubscriptions.email, `%-${TAG}@beispiel.de`));
  await smtp.close();
  await fx.cleanup();
  await closeGraphQLTestDb();
});

beforeEach(() => {
  smtp.received.length = 0;
});

describe('newsletter sign-up with double opt-in', () => {
  it('mails a confirm link to a new address and keeps only the hash of its token', async () => {
    const email = address('neu');
    expect(await signUp(email.toUpperCase())).toBe('sent');
    const [mail] = mailsTo(email);
    expect(mail.subject).toMatch(/^Bitte bestätige deine Anmeldung zum Newsletter/);
    const token = tokenIn(mail.text, '/newsletter/bestaetigen');
    expect(token.length).toBeGreaterThan(40);
    const row = await rowOf(email);
    expect(row).toMatchObject({ regionId: REGION, source: 'page', confirmedAt: null, consentVersion: '2026-11-30' });
    expect(row.confirmTokenHash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);
    // Opening the link (the page's lookup) confirms nothing.
    expect(await findNewsletterToConfirm(db, REGION, token)).toEqual({ email });
    expect((await rowOf(email)).confirmedAt).toBeNull();
  });

  it('confirms only by the button, once, on its own site; the welcome mail carries List-Unsubscribe', async () => {
    const email = address('bestaetigt');
    await signUp(email);
    const token = tokenIn(mailsTo(email)[0].text, '/newsletter/bestaetigen');
    expect(await confirmNewsletterRequest(db, mailer, OTHER, token)).toBeNull();
    expect(await confirmNewsletterRequest(db, mailer, SITE, 'falsch')).toBeNull();
    const unsubscribe = await confirmNewsletterRequest(db, mailer, SITE, token);
    expect(unsubscribe).toBeTruthy();
    expect(await confirmNewsletterRequest(db, mailer, SITE, token)).toBeNull();
    expect((await rowOf(email)).confirmedAt).toBeInstanceOf(Date);
    const welcome = mailsTo(email)[1];
    expect(welcome.subject).toMatch(/^Du bist für den Newsletter/);
    expect(tokenIn(welcome.text, '/newsletter/abmelden')).toBe(unsubscribe);
    expect(welcome.headers['list-unsubscribe']).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('lets a confirm link expire after a week; the clean-up then deletes the sign-up', async () => {
    const email = address('abgelaufen');
    const asked = new Date(Date.now() - 8 * DAY);
    await signUp(email, SITE, asked);
    const token = tokenIn(mailsTo(email)[0].text, '/newsletter/bestaetigen');
    expect(await findNewsletterToConfirm(db, REGION, token, new Date(asked.getTime() + 6 * DAY))).toEqual({ email });
    expect(await confirmNewsletterRequest(db, mailer, SITE, token)).toBeNull();
    expect(await purgeUnconfirmedNewsletter(db)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(email)).toBeUndefined();
  });

  it('answers a confirmed address like a new one and mails it nothing; a pending one gets a fresh link', async () => {
    const confirmed = address('schon-dabei');
    await subscribed(confirmed);
    smtp.received.length = 0;
    expect(await signUp(confirmed)).toBe('sent');
    expect(mailsTo(confirmed)).toHaveLength(0);
    expect((await rowOf(confirmed)).confirmedAt).toBeInstanceOf(Date);

    const pending = address('wartet');
    await signUp(pending);
    const first = tokenIn(mailsTo(pending)[0].text, '/newsletter/bestaetigen');
    expect(await signUp(pending)).toBe('sent');
    const second = tokenIn(mailsTo(pending)[1].text, '/newsletter/bestaetigen');
    expect(second).not.toBe(first);
    expect(await findNewsletterToConfirm(db, REGION, first)).toBeNull();
    expect(await findNewsletterToConfirm(db, REGION, second)).toEqual({ email: pending });
  });

  it('unsubscribes with the link: the address is deleted; the link names nothing after', async () => {
    const email = address('weg');
    const token = await subscribed(email);
    expect(await findNewsletterToUnsubscribe(db, OTHER_REGION, token)).toBeNull();
    expect(await findNewsletterToUnsubscribe(db, REGION, token)).toEqual({ email });
    expect(await unsubscribeFromNewsletter(db, REGION, token)).toBe(true);
    expect(await rowOf(email)).toBeUndefined();
    expect(await unsubscribeFromNewsletter(db, REGION, token)).toBe(false);
  });

  it('limits sign-ups per address and per client', async () => {
    const email = address('oft');
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await signUp(email));
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'limited']);
    const one = client();
    const fromOne = [];
    for (let i = 0; i < 21; i++)
      fromOne.push(
        await requestNewsletter(db, mailer, { site: SITE, email: address('ip'), source: 'footer', clientSubject: one }),
      );
    expect(fromOne.slice(0, 20).every((o) => o === 'sent')).toBe(true);
    expect(fromOne[20]).toBe('limited');
  });

  it('refuses where the site has the newsletter off', async () => {
    const email = address('aus');
    expect(await signUp(email, withNewsletter(REGION, false))).toBe('off');
    expect(await rowOf(email)).toBeUndefined();
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('goes with the erasure of the account of its address, on every site (the privacy registry)', async () => {
    const email = fx.doomed.email;
    await subscribed(email);
    await subscribed(email, OTHER);
    const stranger = address('bleibt');
    await subscribed(stranger);
    expect(await eraseAccount(db, getStorage(), fx.doomed.id)).toBe(true);
    expect(await rowOf(email)).toBeUndefined();
    expect(await rowOf(stranger)).toBeDefined();
  });
});

describe('the operator’s list (authorization matrix)', () => {
  type Caller = 'applicant' | 'recruiter' | 'job_editor' | 'site_admin' | 'administrator' | null;
  it.each<[string, Caller, Region, string]>([
    ['anonymous', null, SITE, 'sign-in'],
    ['applicant', 'applicant', SITE, 'forbidden'],
    ['recruiter', 'recruiter', SITE, 'forbidden'],
    ['job editor', 'job_editor', SITE, 'forbidden'],
    ['site admin of another site', 'site_admin', OTHER, 'forbidden'],
    ['site admin of this site', 'site_admin', SITE, 'ok'],
    ['administrator', 'administrator', SITE, 'ok'],
    ['administrator where the newsletter is off', 'administrator', withNewsletter(REGION, false), 'off'],
  ])('%s', async (_who, caller, site, status) => {
    expect((await newsletterExport(db, site, caller && fx[caller].id)).status).toBe(status);
    expect((await newsletterCount(db, site, caller && fx[caller].id)).status).toBe(status);
  });

  it('holds the confirmed addresses of its own site only, with when and where they signed up', async () => {
    const confirmed = address('liste');
    const pending = address('nicht-in-liste');
    const elsewhere = address('andere-seite');
    await subscribed(confirmed);
    await signUp(pending);
    await subscribed(elsewhere, OTHER);
    const answer = await newsletterExport(db, SITE, fx.site_admin.id);
    if (answer.status !== 'ok') throw new Error(answer.status);
    const emails = answer.subscribers.map((s) => s.email);
    expect(emails).toContain(confirmed);
    expect(emails).not.toContain(pending);
    expect(emails).not.toContain(elsewhere);
    expect(answer.subscribers.find((s) => s.email === confirmed)).toMatchObject({ source: 'page' });
    // The admin page's figure counts the same list.
    expect(await newsletterCount(db, SITE, fx.site_admin.id)).toEqual({
      status: 'ok',
      count: answer.subscribers.length,
    });
  });
});
