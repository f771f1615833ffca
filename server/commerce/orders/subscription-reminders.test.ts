// @module-tag postgres
// The reminder before a subscription ends (docs/product.md §4.4): 7 days before, once, to the organization's recruiters
// (or the invoice address when it has none), through a real SMTP server; a failed mail is tried again.
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../../graphql/testing';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRegion } from '../../../regions/registry';
import type { Db } from '../../db/client';
import { organizationCustomerProfiles, organizationMembers, organizations, subscriptions } from '../../db/schema';
import { createMailer, type Mailer } from '../../mail/mailer';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from '../../mail/testing';
import { GERMAN_CUSTOMER } from './order-testing';
import { sendSubscriptionReminders } from './subscription-reminders';

let db: Db;
let fx: Fixtures;
let smtp: TestSmtpServer;
let mailer: Mailer;
const orgIds: string[] = [];
const DAY = 86_400_000;
const NOW = new Date('2031-03-10T09:00:00Z');

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  smtp = await startTestSmtpServer();
  mailer = createMailer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  if (orgIds.length) await db.delete(organizations).where(inArray(organizations.id, orgIds));
  await fx.cleanup();
  await smtp.close();
  await closeGraphQLTestDb();
});

/** An organization with a subscription ending `days` after NOW; its owner is the recruiter unless told. */
async function subscription(days: number, options: { owner?: string | null; status?: 'active' | 'cancelled' } = {}) {
  const [org] = await db
    .insert(organizations)
    .values({
      regionId: REGION,
      slug: `abo-${randomUUID()}`,
      name: 'Abo GmbH',
      ownerId: options.owner === undefined ? fx.recruiter.id : options.owner,
    })
    .returning({ id: organizations.id });
  orgIds.push(org.id);
  const [row] = await db
    .insert(subscriptions)
    .values({
      organizationId: org.id,
      productId: fx.productId,
      regionId: REGION,
      label: 'Abo Monat',
      type: 'job_slots',
      status: options.status ?? 'active',
      startDate: new Date(NOW.getTime() - 30 * DAY),
      endDate: new Date(NOW.getTime() + days * DAY),
      availableJobSlots: 5,
    })
    .returning({ id: subscriptions.id });
  return { organizationId: org.id, id: row.id };
}

const reminded = async (id: string) =>
  (await db.select({ at: subscriptions.reminderSentAt }).from(subscriptions).where(eq(subscriptions.id, id)))[0].at;

describe('subscription reminders', () => {
  it('reminds each recruiter once, 7 days before the end, not earlier and not for ended or cancelled ones', async () => {
    const due = await subscription(5);
    await db.insert(organizationMembers).values({ organizationId: due.organizationId, userId: fx.stranger.id });
    const later = await subscription(8);
    const ended = await subscription(-1);
    const cancelled = await subscription(3, { status: 'cancelled' });
    const before = smtp.received.length;
    expect(await sendSubscriptionReminders(db, mailer, { now: NOW })).toEqual({ sent: 1, failed: 0 });
    const mails = smtp.received.slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([[fx.recruiter.email], [fx.stranger.email]].sort());
    const mail = parseMail(mails[0].raw);
    expect(mail.subject).toBe(`Ihr Abo „Abo Monat“ auf ${getRegion(REGION)!.SITENAME} endet am 15.03.2031`);
    expect(mail.text).toContain('das Abo „Abo Monat“ von Abo GmbH');
    expect(mail.text).toContain('/checkout');
    expect(await reminded(due.id)).toEqual(NOW);
    for (const other of [later, ended, cancelled]) expect(await reminded(other.id)).toBeNull();
    expect(await sendSubscriptionReminders(db, mailer, { now: NOW })).toEqual({ sent: 0, failed: 0 });
  });

  it('writes to the invoice address of an organization without recruiters', async () => {
    const lonely = await subscription(2, { owner: null });
    const email = `abo-${randomUUID().slice(0, 8)}@example.test`;
    await db
      .insert(organizationCustomerProfiles)
      .values({ organizationId: lonely.organizationId, profile: { ...GERMAN_CUSTOMER, email } });
    await sendSubscriptionReminders(db, mailer, { now: NOW });
    expect(parseMail((await smtp.waitForMail(email)).raw).subject).toContain('endet am');
  });

  it('tries again when the mail could not be sent', async () => {
    // Far after the others, so this one alone is due.
    const due = await subscription(40);
    const broken: Mailer = {
      mode: 'smtp',
      send: async () => {
        throw new Error('SMTP weg');
      },
    };
    const at = new Date(NOW.getTime() + 36 * DAY);
    expect(await sendSubscriptionReminders(db, broken, { now: at })).toMatchObject({ failed: 1 });
    expect(await reminded(due.id)).toBeNull();
    expect(await sendSubscriptionReminders(db, mailer, { now: at })).toEqual({ sent: 1, failed: 0 });
    expect(await reminded(due.id)).toEqual(at);
  });
});
