// Invoice downloads (docs/product.md §3.6): the organization's recruiters and admin-like users get a private download
// of the PDF and the XRechnung XML; everyone else, and every other site, gets 404; files that could not be rendered
// when the order was placed are rendered at the first download, and a renderer that fails then is a 503.
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb, REGION } from '@/server/graphql/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { invoices } from '@/server/db/schema';
import { invoiceDownload } from '@/server/commerce/invoices/invoice-downloads';
import { placeAsCheckout, testInvoiceDeps } from '@/server/commerce/orders/order-testing';
import { getStorage } from '@/server/storage/process-storage';
import { invoiceFileResponse } from './invoice-files';

let db: Db;
let fx: Fixtures;
let invoice: { id: string; number: string };

/** The app's storage (the route reads from it), a mailbox of its own, the renderer. */
const deps = () => ({ ...testInvoiceDeps(), storage: getStorage() });

async function orderInvoice(renderInvoice = deps().renderInvoice) {
  const placed = await placeAsCheckout(
    db,
    {
      regionId: REGION,
      organizationId: fx.ownOrganization[fx.recruiter.id],
      userId: fx.recruiter.id,
      sku: 'job-credits-1',
    },
    { ...deps(), renderInvoice },
  );
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number, pdf: invoices.pdfFileId })
    .from(invoices)
    .where(eq(invoices.orderId, placed.orderId!));
  return row;
}

const failing = async () => {
  throw new Error('Renderer kaputt');
};

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  invoice = await orderInvoice();
});
afterAll(async () => {
  await fx.cleanup();
  await closeGraphQLTestDb();
});

describe('downloading an invoice', () => {
  it("gives the organization's recruiter and admin-like users the PDF and the XML as private downloads", async () => {
    for (const user of [fx.recruiter, fx.site_admin, fx.administrator]) {
      const pdf = await invoiceFileResponse(REGION, user.id, invoice.id, 'pdf');
      expect(pdf.status).toBe(200);
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('cache-control')).toBe('private, no-store');
      expect(pdf.headers.get('content-disposition')).toBe(
        `attachment; filename="Rechnung-${invoice.number}.pdf"; filename*=UTF-8''Rechnung-${invoice.number}.pdf`,
      );
      const xml = await invoiceFileResponse(REGION, user.id, invoice.id, 'xml');
      expect(xml.status).toBe(200);
      expect(xml.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(xml.headers.get('content-disposition')).toContain(`filename="Rechnung-${invoice.number}.xml"`);
      expect(await xml.text()).toContain(invoice.number);
    }
  });

  it.each([
    ['anonymous', null],
    ['a job seeker', 'applicant'],
    ['a recruiter of another organization', 'stranger'],
    // Admin-like for content, not for money (server/commerce/orders/order-admins.ts).
    ['a job editor', 'job_editor'],
  ] as const)('answers 404 to %s', async (_name, who) => {
    const response = await invoiceFileResponse(REGION, who && fx[who].id, invoice.id, 'pdf');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 404 for another site, an unknown invoice and an unknown format', async () => {
    expect((await invoiceFileResponse('rosenheim', fx.administrator.id, invoice.id, 'pdf')).status).toBe(404);
    expect((await invoiceFileResponse(REGION, fx.recruiter.id, crypto.randomUUID(), 'pdf')).status).toBe(404);
    expect((await invoiceFileResponse(REGION, fx.recruiter.id, 'kein-uuid', 'pdf')).status).toBe(404);
    expect((await invoiceFileResponse(REGION, fx.recruiter.id, invoice.id, 'docx')).status).toBe(404);
  });

  it('renders the files at the first download when the order could not, and answers 503 while it cannot', async () => {
    const unrendered = await orderInvoice(failing);
    expect(unrendered.pdf).toBeNull();
    const request = { regionId: REGION, userId: fx.recruiter.id, invoiceId: unrendered.id, format: 'pdf' };
    expect(await invoiceDownload(db, { storage: getStorage(), renderInvoice: failing }, request)).toEqual({
      kind: 'unavailable',
    });
    const refused = await invoiceFileResponse(REGION, fx.stranger.id, unrendered.id, 'pdf');
    expect(refused.status).toBe(404);
    const response = await invoiceFileResponse(REGION, fx.recruiter.id, unrendered.id, 'pdf');
    expect(response.status).toBe(200);
    const [linked] = await db.select().from(invoices).where(eq(invoices.id, unrendered.id));
    expect(linked).toMatchObject({ pdfFileId: expect.any(String), xmlFileId: expect.any(String) });
  });
});
