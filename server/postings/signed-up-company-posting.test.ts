// A company that signed up by itself posts its first job: nothing goes out from an unconfirmed address,
// and once confirmed the job waits for review, because a new organization is untrusted (JOB_POSTING.review
// 'untrusted', the default of every site).
import { closeGraphQLTestDb, openGraphQLTestDb, REGION } from '../graphql/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { creditLedger, jobs, organizations, registrationRequests, users } from '../db/schema';
import { completeRegistration } from '../auth/registration';
import { requestCompanySignup } from '../organizations/company-signup';
import { postingRules, submitJobPosting } from './submit-posting';

let db: Db;
const email = `neu-${crypto.randomUUID().slice(0, 8)}@signup.example`;
let userId: string;
let orgId: string;

beforeAll(async () => {
  db = await openGraphQLTestDb();
  const form = {
    companyName: `Sanitär Schneider ${crypto.randomUUID().slice(0, 6)}`,
    countryCode: 'DE',
    zip: '90402',
    locality: 'Nürnberg',
    salutation: 'mr',
    firstName: 'Jens',
    lastName: 'Schneider',
    email,
    signInBy: 'link',
    terms: 'true',
  };
  expect(await requestCompanySignup(db, form, REGION)).toMatchObject({ ok: true, taken: false });
  userId = (await completeRegistration(db, email))!;
  const [org] = await db.select().from(organizations).where(eq(organizations.ownerId, userId));
  orgId = org.id;
  await db
    .insert(creditLedger)
    .values({ organizationId: orgId, regionId: REGION, type: 'job', delta: 1, reason: 'grant' });
});
afterAll(async () => {
  await db.delete(organizations).where(eq(organizations.id, orgId));
  await db.delete(users).where(eq(users.id, userId));
  await db.delete(registrationRequests).where(eq(registrationRequests.email, email));
  await closeGraphQLTestDb();
});

async function draft() {
  const [job] = await db
    .insert(jobs)
    .values({
      regionId: REGION,
      organizationId: orgId,
      authorId: userId,
      title: 'Anlagenmechaniker (m/w/d)',
      type: 'job_per_link',
      linkUrl: 'https://example.test/anlagenmechaniker',
      state: 'draft',
      lat: 49.45,
      lon: 11.08,
      locationLabel: 'Nürnberg',
      employmentTypes: [1],
      occupationalFields: [2],
    })
    .returning({ id: jobs.id });
  return job.id;
}

const creditsOf = async () =>
  (await db.select().from(creditLedger).where(eq(creditLedger.organizationId, orgId))).reduce((n, r) => n + r.delta, 0);

describe('a signed-up company posts its first job', () => {
  it('is refused while the address is unconfirmed: no charge, the job stays a draft', async () => {
    const jobId = await draft();
    const actor = { id: userId, adminLike: false };
    expect(await submitJobPosting(db, { regionId: REGION, jobId, actor })).toEqual({
      outcome: 'email_unconfirmed',
      errors: [],
    });
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ state: 'draft', chargedWith: null });
    expect(await creditsOf()).toBe(1);
  });

  it('goes to review once the address is confirmed, because the new organization is untrusted', async () => {
    expect(postingRules(REGION).review).toBe('untrusted');
    await db.update(users).set({ emailVerified: new Date() }).where(eq(users.id, userId));
    const jobId = await draft();
    const result = await submitJobPosting(db, { regionId: REGION, jobId, actor: { id: userId, adminLike: false } });
    expect(result.outcome).toBe('needs_review');
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job.state).toBe('needs_review');
    expect(await creditsOf()).toBe(0);
  });
});
