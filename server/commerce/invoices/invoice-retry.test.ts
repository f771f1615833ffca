// @module-tag postgres
// An invoice whose mail failed when the order was placed goes out with a later run (nothing the buyer needs is
// lost to a mail server that was down), but not out of the blue days later, and never twice: runs that overlap
// (two workers of the job queue) each claim their own invoices.
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../../graphql/testing';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { invoices, orders, organizations } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from '../../mail/testing';
import { CLAIM_MS, mailUnsentInvoices } from './invoice-retry';
import { deleteOrdersOf, GERMAN_CUSTOMER, placeAsCheckout, testInvoiceDeps } from '../orders/order-testing';

let db: Db;
let fx: Fixtures;
let smtp: TestSmtpServer;
const orgIds: string[] = [];
const MINUTE = 60_000;
/** One storage for the failed attempt and the retry, as on a server. */
let deps: ReturnType<typeof testInvoiceDeps>;

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  smtp = await startTestSmtpServer();
  deps = testInvoiceDeps(createMailer({ SMTP_URL: smtp.url }));
});
afterAll(async () => {
  await deleteOrdersOf(db, orgIds);
  if (orgIds.length) await db.delete(organizations).where(inArray(organizations.id, orgIds));
  await fx.cleanup();
  await smtp.close();
  await closeGraphQLTestDb();
});

const down = () => ({
  ...deps,
  mailer: {
    ...deps.mailer,
    send: async () => {
      throw new Error('SMTP 421');
    },
  },
});

/** An order whose invoice mail failed (the mail server refused): its invoice has no mailedAt. */
async function orderWithUnsentInvoice(): Promise<{ id: string; number: string; issuedAt: Date }> {
  const [org] = await db
    .insert(organizations)
    .values({ regionId: REGION, slug: `retry-${randomUUID()}`, name: 'Nachsende GmbH', ownerId: fx.recruiter.id })
    .returning({ id: organizations.id });
  orgIds.push(org.id);
  await placeAsCheckout(db, { regionId: REGION, organizationId: org.id, userId: null, sku: 'job-credits-1' }, down());
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number, issuedAt: invoices.issuedAt, mailedAt: invoices.mailedAt })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(orders.organizationId, org.id));
  expect(row.mailedAt).toBeNull();
  return row;
}

const mailedAt = async (id: string) =>
  (await db.select({ at: invoices.mailedAt }).from(invoices).where(eq(invoices.id, id)))[0].at;

describe('mailUnsentInvoices', () => {
  it('sends an invoice whose mail failed, with its PDF and XRechnung, once', async () => {
    const invoice = await orderWithUnsentInvoice();
    const later = new Date(invoice.issuedAt.getTime() + 11 * MINUTE);
    expect(await mailUnsentInvoices(db, deps, later)).toBe(1);
    const mail = parseMail((await smtp.waitForMail(GERMAN_CUSTOMER.email)).raw);
    expect(mail.subject).toContain(invoice.number);
    expect(mail.headers['content-type']).toMatch(/multipart\/mixed/);
    expect(await mailedAt(invoice.id)).toBeInstanceOf(Date);
    expect(await mailUnsentInvoices(db, deps, later)).toBe(0);
  });

  it('leaves an invoice alone while its own attempt may still run, and once it is days old', async () => {
    const invoice = await orderWithUnsentInvoice();
    expect(await mailUnsentInvoices(db, deps, new Date(invoice.issuedAt.getTime() + MINUTE))).toBe(0);
    expect(await mailUnsentInvoices(db, deps, new Date(invoice.issuedAt.getTime() + 4 * 24 * 60 * MINUTE))).toBe(0);
    expect(await mailedAt(invoice.id)).toBeNull();
  });

  it('mails each invoice once when two runs overlap', async () => {
    const due = [await orderWithUnsentInvoice(), await orderWithUnsentInvoice(), await orderWithUnsentInvoice()];
    const later = new Date(Math.max(...due.map((invoice) => invoice.issuedAt.getTime())) + 11 * MINUTE);
    const before = smtp.received.length;
    const [first, second] = await Promise.all([
      mailUnsentInvoices(db, deps, later),
      mailUnsentInvoices(db, deps, later),
    ]);
    const subjects = smtp.received.slice(before).map((mail) => parseMail(mail.raw).subject);
    for (const invoice of due) {
      expect(
        subjects.filter((subject) => subject.includes(invoice.number)),
        invoice.number,
      ).toHaveLength(1);
      expect(await mailedAt(invoice.id)).toBeInstanceOf(Date);
    }
    // Every mail that went out was counted by exactly one of the runs.
    expect(first + second).toBe(subjects.length);
  });

  it('tries a failed invoice again once its claim has run out, not before', async () => {
    const invoice = await orderWithUnsentInvoice();
    const later = new Date(invoice.issuedAt.getTime() + 11 * MINUTE);
    await mailUnsentInvoices(db, down(), later);
    await mailUnsentInvoices(db, deps, new Date(later.getTime() + CLAIM_MS - MINUTE));
    expect(await mailedAt(invoice.id)).toBeNull();
    await mailUnsentInvoices(db, deps, new Date(later.getTime() + CLAIM_MS));
    expect(await mailedAt(invoice.id)).toBeInstanceOf(Date);
  });
});
