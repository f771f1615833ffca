// @module-tag postgres
// docs/product.md §6 "their own" organization: owner, member or grant target — the same answer for one organization and
// for the lists, whatever the caller's rank.
import { closeGraphQLTestDb, createFixtures, type Fixtures, openGraphQLTestDb } from '../graphql/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleGrant } from '../auth/session-user';
import type { Db } from '../db/client';
import { organizationMembers } from '../db/schema';
import { isOwnOrganization, ownOrganizationIds, type OrganizationPerson } from './own-organizations';

let db: Db;
let fx: Fixtures;
let org: { id: string; ownerId: string };

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  org = { id: fx.ownOrganization[fx.applicant.id], ownerId: fx.applicant.id };
  await db.insert(organizationMembers).values({ organizationId: org.id, userId: fx.doomed.id });
});
afterAll(async () => {
  await fx.cleanup();
  await closeGraphQLTestDb();
});

const grant = (role: RoleGrant['role'], targetId: string | null): RoleGrant => ({ role, targetId, regionId: null });

type Case = [who: string, person: () => OrganizationPerson, own: boolean];
const cases: Case[] = [
  ['the owner', () => ({ id: fx.applicant.id, roles: [grant('applicant', null)] }), true],
  ['a member without a grant', () => ({ id: fx.doomed.id, roles: [grant('applicant', null)] }), true],
  ['the holder of a grant targeted at it', () => ({ id: fx.job_editor.id, roles: [grant('recruiter', org.id)] }), true],
  [
    'a recruiter of another organization',
    () => ({ id: fx.stranger.id, roles: [grant('recruiter', fx.strangerOrganization)] }),
    false,
  ],
  [
    'an administrator who does not belong to it',
    () => ({ id: fx.administrator.id, roles: [grant('administrator', null)] }),
    false,
  ],
  [
    'a site admin with a grant for the site only',
    () => ({ id: fx.site_admin.id, roles: [grant('site_admin', null)] }),
    false,
  ],
];

describe('docs/product.md §6 own organization', () => {
  it.each(cases)('%s: own = %s, for one organization and in the lists alike', async (_who, person, own) => {
    const user = person();
    // With the row's owner known (no statement for owner and grant target) and with the id alone.
    expect(await isOwnOrganization(db, user, org)).toBe(own);
    expect(await isOwnOrganization(db, user, { id: org.id })).toBe(own);
    const ids = (await ownOrganizationIds(db, user)).map((row) => row.id);
    expect(ids.includes(org.id)).toBe(own);
  });

  it('lists every organization the user owns, belongs to or holds a grant for, and no other', async () => {
    const ids = await ownOrganizationIds(db, { id: fx.stranger.id, roles: [grant('recruiter', org.id)] });
    expect(ids.map((row) => row.id).sort()).toEqual([fx.strangerOrganization, org.id].sort());
  });
});
