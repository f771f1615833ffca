// One seller per site (docs/architecture.md "One seller"): the company an invoice of a site names as its
// issuer, in the PDF's embedded XRechnung, is the company the site's Impressum names, both read from the
// region config SELLER.
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb } from '@/server/graphql/testing';
import { randomUUID } from 'node:crypto';
import { createElement } from 'react';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderServer } from '@/components/account/server-testing';
import { SellerBlock } from '@/components/legal/seller-block';
import { getRegion } from '@/regions/registry';
import { SELLER_MARKER } from '@/regions/seller-marker';
import type { Db } from '@/server/db/client';
import { invoices, organizations } from '@/server/db/schema';
import { CII, readCii } from '@/server/commerce/invoices/cii-read';
import { buildInvoiceDocument } from '@/server/commerce/invoices/invoice-content';
import { renderInvoice } from '@/server/commerce/invoices/render-invoice';
import { deleteOrdersOf, placeAsCheckout, testInvoiceDeps } from '@/server/commerce/orders/order-testing';
import { landingPageTexts } from '@/server/seed/landing-page-texts';

vi.mock('next-intl/server', async () => (await import('@/components/account/server-testing')).intlServer);

let db: Db;
let fx: Fixtures;
const orgIds: string[] = [];

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
});
afterAll(async () => {
  await deleteOrdersOf(db, orgIds);
  if (orgIds.length) await db.delete(organizations).where(inArray(organizations.id, orgIds));
  await fx.cleanup();
  await closeGraphQLTestDb();
});

describe('one seller', () => {
  it('the invoice issuer and the Impressum name the same company, address, register and VAT id', async () => {
    const region = getRegion('franken')!;
    const [org] = await db
      .insert(organizations)
      .values({
        regionId: region.id,
        slug: `verkaeufer-${randomUUID()}`,
        name: 'Käufer GmbH',
        ownerId: fx.recruiter.id,
      })
      .returning({ id: organizations.id });
    orgIds.push(org.id);
    const outcome = await placeAsCheckout(
      db,
      { regionId: region.id, organizationId: org.id, userId: fx.recruiter.id, sku: 'job-credits-1' },
      testInvoiceDeps(),
    );
    const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, outcome.orderId!));
    const issued = (await buildInvoiceDocument(db, invoice.id))!;
    const cii = readCii((await renderInvoice(issued.document)).xrechnungXml);
    const issuer = {
      name: cii.value(`${CII.seller}/ram:Name`),
      vatId: cii.value(`${CII.seller}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']`),
      street: cii.value(`${CII.seller}/ram:PostalTradeAddress/ram:LineOne`),
    };

    // The seeded Impressum carries no company of its own: the page renders the config's seller at the marker.
    const imprintText = landingPageTexts(region).find((page) => page.slug === '/impressum')!;
    expect(imprintText.body).toContain(SELLER_MARKER);
    const imprint = await renderServer(createElement(SellerBlock, { seller: region.SELLER, kind: 'imprint' }));

    expect(issuer).toEqual({ name: region.SELLER.name, vatId: region.SELLER.vatId, street: region.SELLER.street });
    expect(imprint).toContain(`<strong>${issuer.name}</strong>`);
    expect(imprint).toContain(issuer.street!);
    expect(imprint).toContain(issuer.vatId!);
    expect(imprint).toContain(`${region.SELLER.registerCourt}, ${region.SELLER.registerNumber}`);
    expect(imprint).toContain(region.SELLER.managingDirectors);
  });
});
