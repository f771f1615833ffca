// @module-tag postgres
// Admin operations on orders (docs/product.md §4.4): paid, cancelled with a cancellation invoice that takes back only
// the unused credits (never below zero) and ends the subscription, refunded; invalid transitions refused in
// German; the invoices reach the customer by mail with both files attached (real SMTP server).
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '../../graphql/testing';
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRegion } from '../../../regions/registry';
import type { Db } from '../../db/client';
import { creditLedger, invoices, jobs, orders, organizations, subscriptions } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from '../../mail/testing';
import { creditBalancesOf } from '../credit-balances';
import { takeJobCharge } from '../job-charges';
import { cancelOrder, markOrderPaid } from './order-admin';
import { deleteOrdersOf, GERMAN_CUSTOMER, placeAsCheckout, testInvoiceDeps } from './order-testing';
import type { InvoiceDeps } from '../invoices/invoice-delivery';

let db: Db;
let fx: Fixtures;
let smtp: TestSmtpServer;
let deps: InvoiceDeps;
const orgIds: string[] = [];
const region = () => getRegion(REGION)!;

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

async function orderOf(sku: string, email = GERMAN_CUSTOMER.email) {
  const [org] = await db
    .insert(organizations)
    .values({ regionId: REGION, slug: `storno-${randomUUID()}`, name: 'Storno GmbH', ownerId: fx.recruiter.id })
    .returning({ id: organizations.id });
  orgIds.push(org.id);
  const placed = await placeAsCheckout(
    db,
    {
      regionId: REGION,
      organizationId: org.id,
      userId: fx.recruiter.id,
      sku,
      customer: { ...GERMAN_CUSTOMER, email },
    },
    deps,
  );
  return { organizationId: org.id, orderId: placed.orderId! };
}

const change = (orderId: string) => ({ region: region(), orderId, actorId: fx.administrator.id });
const statusOf = async (orderId: string) => (await db.select().from(orders).where(eq(orders.id, orderId)))[0];
const invoicesOf = (orderId: string) =>
  db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.issuedAt));

async function publish(organizationId: string) {
  const [job] = await db
    .insert(jobs)
    .values({ regionId: REGION, organizationId, title: 'Pflegefachkraft', state: 'draft' })
    .returning({ id: jobs.id });
  return db.transaction((tx) => takeJobCharge(tx, { organizationId, regionId: REGION, jobId: job.id, actorId: null }));
}

describe('order administration', () => {
  it('mails the invoice to the customer with the PDF and the XRechnung XML attached', async () => {
    const email = `einkauf-${randomUUID().slice(0, 8)}@example.test`;
    const { orderId } = await orderOf('job-credits-5', email);
    const [invoice] = await invoicesOf(orderId);
    const mail = parseMail((await smtp.waitForMail(email)).raw);
    expect(mail.subject).toBe(`Ihre Rechnung ${invoice.number} von ${region().SITENAME}`);
    expect(mail.text).toContain('Guten Tag Maria Muster,');
    expect(mail.text).toContain('1.303,05');
    expect(mail.text).toContain('DE02120300000000202051');
    expect(mail.text).toContain('/my-products');
    expect(mail.headers['reply-to']).toContain('rechnung@regio-jobboersen.example');
    const raw = (await smtp.waitForMail(email)).raw;
    expect(raw).toContain(`filename=Rechnung-${invoice.number}.pdf`);
    expect(raw).toContain(`filename=Rechnung-${invoice.number}.xml`);
    expect(raw).toMatch(/Content-Type: application\/pdf/i);
  });

  it('marks a pending order paid, once', async () => {
    const { orderId } = await orderOf('job-credits-1');
    await markOrderPaid(db, { ...change(orderId), paymentReference: 'Überweisung 4711' });
    expect(await statusOf(orderId)).toMatchObject({
      status: 'paid',
      paidAt: expect.any(Date),
      paymentReference: 'Überweisung 4711',
    });
    await expect(markOrderPaid(db, change(orderId))).rejects.toThrow(
      'Eine Bestellung mit dem Status „bezahlt“ kann nicht als bezahlt markiert werden.',
    );
  });

  it('cancels with a cancellation invoice and takes back only the unused credits', async () => {
    const email = `storno-${randomUUID().slice(0, 8)}@example.test`;
    const { organizationId, orderId } = await orderOf('job-credits-5', email);
    expect(await publish(organizationId)).toBe('credit');
    await cancelOrder(db, deps, { ...change(orderId), action: 'cancel', reason: 'Doppelt bestellt' });
    expect(await statusOf(orderId)).toMatchObject({
      status: 'cancelled',
      statusReason: 'Doppelt bestellt',
      cancelledAt: expect.any(Date),
    });
    const [invoice, cancellation] = await invoicesOf(orderId);
    expect(cancellation).toMatchObject({
      kind: 'cancellation',
      cancelsInvoiceId: invoice.id,
      grossCents: invoice.grossCents,
      buyer: invoice.buyer,
      pdfFileId: expect.any(String),
    });
    expect(cancellation.number).not.toBe(invoice.number);
    // Five bought, one published: four go back, the published job keeps its credit.
    const entries = await db.select().from(creditLedger).where(eq(creditLedger.orderId, orderId));
    expect(entries.map((e) => [e.reason, e.delta])).toEqual(
      expect.arrayContaining([
        ['purchase', 5],
        ['cancellation', -4],
      ]),
    );
    expect(await creditBalancesOf(db, organizationId, REGION)).toEqual([expect.objectContaining({ amount: 0 })]);
    await smtp.waitForMail(email);
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length).toBe(2);
    const mails = smtp.received.filter((m) => m.to.includes(email)).map((m) => parseMail(m.raw));
    expect(mails.map((m) => m.subject)).toContainEqual(
      expect.stringContaining(`Stornorechnung ${cancellation.number} zu Rechnung ${invoice.number}`),
    );
    await expect(
      cancelOrder(db, deps, { ...change(orderId), action: 'cancel', reason: 'Noch einmal' }),
    ).rejects.toThrow('Eine Bestellung mit dem Status „storniert“ kann nicht storniert werden.');
  });

  it('never takes back more than the organization has', async () => {
    const { organizationId, orderId } = await orderOf('job-credits-1');
    // The order's one credit is spent: nothing is left to take back.
    expect(await publish(organizationId)).toBe('credit');
    await cancelOrder(db, deps, { ...change(orderId), action: 'cancel', reason: 'Test' });
    const taken = await db.select().from(creditLedger).where(eq(creditLedger.orderId, orderId));
    expect(taken.map((e) => e.reason)).toEqual(['purchase']);
    expect(await creditBalancesOf(db, organizationId, REGION)).toEqual([expect.objectContaining({ amount: 0 })]);
  });

  it('refunds only a paid order, ending its subscription', async () => {
    const { organizationId, orderId } = await orderOf('subscription-monthly');
    await expect(cancelOrder(db, deps, { ...change(orderId), action: 'refund', reason: 'Kulanz' })).rejects.toThrow(
      'Eine Bestellung mit dem Status „offen“ kann nicht erstattet werden.',
    );
    await markOrderPaid(db, change(orderId));
    expect(await publish(organizationId)).toBe('slot');
    await cancelOrder(db, deps, { ...change(orderId), action: 'refund', reason: 'Kulanz' });
    expect(await statusOf(orderId)).toMatchObject({ status: 'refunded', refundedAt: expect.any(Date) });
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId));
    expect(subscription.status).toBe('cancelled');
    const slots = await db.select().from(creditLedger).where(eq(creditLedger.subscriptionId, subscription.id));
    // Five slots bought, one holds the published job: four end with the subscription.
    expect(slots.filter((e) => e.reason !== 'use').map((e) => [e.reason, e.delta])).toEqual(
      expect.arrayContaining([
        ['purchase', 5],
        ['cancellation', -4],
      ]),
    );
    expect(await invoicesOf(orderId)).toHaveLength(2);
  });

  it('knows no order of another site', async () => {
    const { orderId } = await orderOf('job-credits-1');
    const other = { ...change(orderId), region: getRegion('rosenheim')! };
    await expect(markOrderPaid(db, other)).rejects.toThrow('Diese Bestellung gibt es auf dieser Seite nicht.');
  });
});
