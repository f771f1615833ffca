// Contact requests mail people who did not ask: at most 20 per recruiter and 50 per organization an hour.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { closeGraphQLTestDb, openGraphQLTestDb } from '../graphql/testing';
import { admitContactRequest, CONTACT_RATE_LIMITS } from './contact-rate-limits';

let db: Db;
beforeAll(async () => {
  db = await openGraphQLTestDb();
});
afterAll(() => closeGraphQLTestDb());

const now = new Date('2026-11-24T10:00:00Z');

describe('admitContactRequest', () => {
  it('refuses the 21st request of one recruiter in an hour, and admits them again after it', async () => {
    const who = { userId: randomUUID(), organizationId: randomUUID() };
    for (let i = 0; i < CONTACT_RATE_LIMITS.perRecruiter.limit; i++)
      expect((await admitContactRequest(db, who, now)).allowed).toBe(true);
    const refused = await admitContactRequest(db, who, now);
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect((await admitContactRequest(db, who, new Date(now.getTime() + 3601_000))).allowed).toBe(true);
  });

  it('counts a team together: the organization stops at 50 whoever sends', async () => {
    const organizationId = randomUUID();
    for (let i = 0; i < CONTACT_RATE_LIMITS.perOrganization.limit; i++)
      expect((await admitContactRequest(db, { userId: randomUUID(), organizationId }, now)).allowed).toBe(true);
    expect((await admitContactRequest(db, { userId: randomUUID(), organizationId }, now)).allowed).toBe(false);
  });
});
