// The cost of a contact request and of the recruiter's resume view is a fixed handful of statements, however
// many organizations the viewer belongs to.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { products } from '../db/schema';
import { REGION } from '../graphql/environment-testing';
import { openTestDb, StatementLog } from '../db/testing';
import { contactTestData } from './contact-testing';
import { requestContact } from './request-contact';
import { loadResumeForViewer } from './resume-for-viewer';

const log = new StatementLog();
let handle: DbHandle;
let productId: string;
let data: ReturnType<typeof contactTestData>;

beforeAll(async () => {
  handle = await openTestDb({ logger: log });
  const [product] = await handle.db
    .insert(products)
    .values({ sku: `contact-${randomUUID()}`, type: 'subscription', name: 'Kontakte', priceCents: 100 })
    .returning({ id: products.id });
  productId = product.id;
  data = contactTestData(handle.db, productId);
});
afterAll(async () => {
  await data.cleanup();
  await handle.db.delete(products).where(eq(products.id, productId));
  await handle.close();
});

describe('contact request statements', () => {
  it('a request: begin, resume, earlier request, locked subscription, insert, slot, commit', async () => {
    const recruiter = await data.candidate();
    const org = await data.organization(recruiter.userId, 3);
    const { resumeId } = await data.candidate();
    const requester = { id: recruiter.userId, roles: [], activeOrganizationId: org };
    const input = { regionId: REGION, resumeId, organizationId: org, requester, message: 'Hi' };
    const statements = await log.during(() => requestContact(handle.db, input));
    expect(statements.length).toBeLessThanOrEqual(7);
  });

  it('the view: resume, requests, e-mail, for 1 organization as for 20', async () => {
    const { resumeId } = await data.candidate();
    const viewer = { userId: randomUUID(), recruiter: true, adminLike: false };
    const person = { id: viewer.userId, roles: [], activeOrganizationId: randomUUID() };
    const view = (organizationIds: string[]) =>
      log.during(() => loadResumeForViewer(handle.db, { regionId: REGION, resumeId, viewer, person, organizationIds }));
    const one = await view([randomUUID()]);
    const twenty = await view(Array.from({ length: 20 }, () => randomUUID()));
    expect(twenty.length).toBe(one.length);
    expect(twenty.length).toBeLessThanOrEqual(3);
  });
});
