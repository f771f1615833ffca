// @module-tag postgres
// docs/product.md §1.4 APPLICANT_FEATURE_ACTIVE in the authorization matrix's terms: on a site with the applicant
// management off (berlin-brandenburg's config) every operation of the applications inbox answers NOT_FOUND with the
// German reason, for every caller, the recruiter of the application's own job and administrators included; the
// applicant's own list still answers (docs/product-decisions.md "Applicant management off").
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../messages/de.json';
import { getRegion } from '../../../regions/registry';
import { jobApplicationNotes, jobApplications, organizations, userRoles, users } from '../../db/schema';
import { firstError, gql } from '../../graphql/testing';
import { inboxApplication, inboxJob, removeInboxJob } from '../../applications/inbox/inbox-testing';
import { as, useResolverFixtures } from '../resolver-testing';

const SITE = 'berlin-brandenburg';
const state = useResolverFixtures();
const ids = { recruiter: '', application: '', organization: '' };

const OPERATIONS = {
  applicationInbox: 'query($o: ID) { applicationInbox(filter: { organizationId: $o }) { total } }',
  jobApplication: 'query($id: ID!) { jobApplication(id: $id) { id attachments { url } } }',
  setApplicationStatus: 'mutation($id: ID!) { setApplicationStatus(id: $id, status: in_review) { status } }',
  addApplicationNote: 'mutation($id: ID!) { addApplicationNote(id: $id, body: "Notiz") { id } }',
} as const;

beforeAll(async () => {
  const { db, tag } = state;
  const [recruiter] = await db
    .insert(users)
    .values({ email: `bb-${tag}@example.test`, name: 'BB Recruiter', emailVerified: new Date(), regionId: SITE })
    .returning({ id: users.id });
  const [org] = await db
    .insert(organizations)
    .values({ regionId: SITE, slug: `bb-${tag}`, name: `BB GmbH ${tag}`, ownerId: recruiter.id })
    .returning({ id: organizations.id });
  await db.insert(userRoles).values({ userId: recruiter.id, role: 'recruiter', regionId: SITE, targetId: org.id });
  await db.update(users).set({ activeOrganizationId: org.id }).where(eq(users.id, recruiter.id));
  const job = await inboxJob(db, SITE, org.id, `Lagerist ${tag}`);
  const application = await inboxApplication(db, { regionId: SITE, jobId: job });
  Object.assign(ids, { recruiter: recruiter.id, application: application.id, organization: org.id });
  state.cleanups.push(async () => {
    await removeInboxJob(db, job);
    await db.delete(userRoles).where(eq(userRoles.userId, recruiter.id));
    await db.delete(organizations).where(eq(organizations.id, org.id));
    await db.delete(users).where(eq(users.id, recruiter.id));
  });
});

describe('the applications inbox where the site has the applicant management off', () => {
  it('is the case on berlin-brandenburg', () => {
    expect(getRegion(SITE)?.FEATURES.APPLICANT_FEATURE_ACTIVE).toBe(false);
  });

  it.each([
    ["the recruiter of the application's job", () => ({ id: ids.recruiter })],
    ['an administrator', () => state.fx.administrator],
    ['a site admin of another site', () => state.fx.site_admin],
    ['a recruiter of another organization', () => state.fx.recruiter],
    ['a job seeker', () => state.fx.applicant],
    ['an anonymous caller', () => null],
  ])('refuses every inbox operation for %s: NOT_FOUND with the German reason', async (_who, caller) => {
    const options = { ...(await as(caller())), region: SITE };
    for (const [name, query] of Object.entries(OPERATIONS)) {
      const result = await gql(query, { id: ids.application, o: ids.organization }, options);
      expect({ name, error: firstError(result) }).toEqual({
        name,
        error: { code: 'NOT_FOUND', message: messages.graphql.featureOff.APPLICANT_FEATURE_ACTIVE },
      });
      expect(result.json.data?.[name] ?? null).toBeNull();
    }
  });

  it('leaves the application as it came and still answers the applicant their own list', async () => {
    const [row] = await state.db
      .select({ status: jobApplications.status })
      .from(jobApplications)
      .where(eq(jobApplications.id, ids.application));
    expect(row.status).toBe('new');
    const notes = await state.db
      .select()
      .from(jobApplicationNotes)
      .where(eq(jobApplicationNotes.applicationId, ids.application));
    expect(notes).toEqual([]);
    const mine = await gql('{ myApplications { total } }', {}, { ...(await as(state.fx.applicant)), region: SITE });
    expect(firstError(mine)).toBeNull();
  });
});
