// DSGVO Art. 17 by mail: the signed-in user asks, a link valid an hour and used once goes to the account's
// address (from the site's configured origin), and only that link's button erases the account.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeGraphQLTestDb, openGraphQLTestDb, REGION } from '../graphql/testing';
import type { Db } from '../db/client';
import { accountErasureRequests, users } from '../db/schema';
import { createMailer, type Mailer } from '../mail/mailer';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from '../mail/testing';
import { getStorage } from '../storage/process-storage';
import {
  confirmAccountErasure,
  ERASURE_LINK_MINUTES,
  ERASURE_REQUEST_LIMIT,
  erasureLinkState,
  requestAccountErasure,
} from './erasure-requests';

let db: Db;
let smtp: TestSmtpServer;
let mailer: Mailer;

beforeAll(async () => {
  db = await openGraphQLTestDb();
  smtp = await startTestSmtpServer();
  mailer = createMailer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await smtp.close();
  await closeGraphQLTestDb();
});

async function newUser() {
  const email = `loeschen-${randomUUID().slice(0, 8)}@example.test`;
  const [user] = await db.insert(users).values({ email, name: 'Lösch Probe' }).returning({ id: users.id });
  return { id: user.id, email };
}

async function mailedToken(to: string, count: number) {
  const deadline = Date.now() + 5000;
  while (smtp.received.filter((m) => m.to.includes(to)).length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const mails = smtp.received.filter((m) => m.to.includes(to));
  const mail = parseMail(mails[count - 1].raw);
  const url = /https?:\/\/\S+\/user\/konto-loeschen\/([A-Za-z0-9_-]+)/.exec(mail.text);
  return { mail, url: url![0], token: url![1] };
}

describe('erasing an account by a mailed link', () => {
  it('mails a link that works for an hour, once, and only the newest one', async () => {
    const user = await newUser();
    const now = new Date();
    expect(await requestAccountErasure(db, mailer, { userId: user.id, regionId: REGION, now })).toBe('sent');
    const first = await mailedToken(user.email, 1);
    expect(first.mail.subject).toContain('Konto');
    expect(first.url).toMatch(/^https:\/\//);
    expect(first.mail.text).toContain(`${ERASURE_LINK_MINUTES} Minuten`);
    expect(await erasureLinkState(db, first.token, now)).toBe('valid');

    expect(await requestAccountErasure(db, mailer, { userId: user.id, regionId: REGION, now })).toBe('sent');
    const second = await mailedToken(user.email, 2);
    expect(await erasureLinkState(db, first.token, now)).toBe('unknown');
    const late = new Date(now.getTime() + ERASURE_LINK_MINUTES * 60_000);
    expect(await erasureLinkState(db, second.token, late)).toBe('expired');
    expect(await confirmAccountErasure(db, getStorage(), { token: second.token, now: late })).toBe('expired');
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);

    expect(await confirmAccountErasure(db, getStorage(), { token: second.token, now })).toBe('erased');
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await confirmAccountErasure(db, getStorage(), { token: second.token, now })).toBe('unknown');
  });

  it('refuses malformed links and too many requests, and withdraws a request whose mail failed', async () => {
    expect(await erasureLinkState(db, '../../etc')).toBe('unknown');
    const user = await newUser();
    const now = new Date('2030-05-05T10:00:00Z');
    const outcomes = [];
    for (let i = 0; i <= ERASURE_REQUEST_LIMIT.limit; i++)
      outcomes.push(await requestAccountErasure(db, mailer, { userId: user.id, regionId: REGION, now }));
    expect(outcomes.at(-1)).toBe('rate-limited');

    const other = await newUser();
    const broken: Mailer = { mode: 'smtp', send: () => Promise.reject(new Error('down')) };
    expect(await requestAccountErasure(db, broken, { userId: other.id, regionId: REGION })).toBe('mail-failed');
    expect(await db.select().from(accountErasureRequests).where(eq(accountErasureRequests.userId, other.id))).toEqual(
      [],
    );
    expect(await requestAccountErasure(db, mailer, { userId: randomUUID(), regionId: REGION })).toBe('not-found');
    for (const id of [user.id, other.id]) await db.delete(users).where(eq(users.id, id));
  });
});
