// "Meine Bewerbungen" and the apply form's values through the real GraphQL handler and database: a
// signed-in user sees exactly their own applications of this site, newest first, paged, with the job (also a
// closed one) and the employer's status; never another user's, another site's, or the employer's notes.
import { OTHER_REGION, REGION } from '../../graphql/testing';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobApplicationNotes, jobApplications, jobs, resumes, users } from '../../db/schema';
import { firstError, gql } from '../../graphql/testing';
import { inboxApplication, inboxJob, removeInboxJob } from '../../applications/inbox/inbox-testing';
import { as, useResolverFixtures } from '../resolver-testing';

const state = useResolverFixtures();
const DAY = 86_400_000;
const ids = { open: '', closed: '', foreign: '', newest: '', rejected: '', oldest: '' };
const NOTE = 'Intern: wirkt unzuverlässig';

const MINE = `query($limit: Int, $offset: Int) { myApplications(limit: $limit, offset: $offset) { total
  items { id jobId jobTitle organizationName jobOpen status sentAt statusChangedAt withResume attachmentCount deletionDate } } }`;
const PREFILL = '{ applicationPrefill { firstName lastName emailAddress fromResume canAttachResume } }';

async function applicationOf(userId: string | null, jobId: string, regionId: string, extra: object = {}) {
  const { db } = state;
  const { id } = await inboxApplication(db, { regionId, jobId, withFile: false, ...extra });
  await db.update(jobApplications).set({ applicantId: userId }).where(eq(jobApplications.id, id));
  return id;
}

beforeAll(async () => {
  const { db, fx } = state;
  const own = fx.ownOrganization[fx.recruiter.id];
  ids.open = await inboxJob(db, REGION, own, `Gärtner ${state.tag}`);
  ids.closed = await inboxJob(db, REGION, fx.strangerOrganization, `Koch ${state.tag}`);
  ids.foreign = await inboxJob(db, OTHER_REGION, fx.foreignOrganization, `Bäcker ${state.tag}`);
  for (const job of [ids.open, ids.closed, ids.foreign]) state.cleanups.push(() => removeInboxJob(db, job));
  await db
    .update(jobs)
    .set({ publishedAt: new Date(Date.now() - 10 * DAY), expiresAt: new Date(Date.now() + 10 * DAY) })
    .where(eq(jobs.id, ids.open));
  await db
    .update(jobs)
    .set({ state: 'archived', organizationAssignment: 'Gasthaus Zur Post' })
    .where(eq(jobs.id, ids.closed));
  const me = fx.applicant.id;
  const now = Date.now();
  ids.oldest = await applicationOf(me, ids.open, REGION, { createdAt: new Date(now - 3 * DAY) });
  ids.rejected = await applicationOf(me, ids.closed, REGION, {
    createdAt: new Date(now - 2 * DAY),
    status: 'rejected',
    rejectedAt: new Date('2026-03-31T10:00:00Z'),
  });
  ids.newest = await applicationOf(me, ids.open, REGION, { withFile: true, status: 'invited' });
  await db.insert(jobApplicationNotes).values({ applicationId: ids.newest, authorLabel: 'Personal', body: NOTE });
  // Someone else's, an anonymous one and the applicant's own on another site: never in the list.
  await applicationOf(fx.recruiter.id, ids.open, REGION);
  await applicationOf(null, ids.open, REGION);
  await applicationOf(me, ids.foreign, OTHER_REGION);
});

describe('myApplications', () => {
  it("lists the signed-in user's applications of this site, newest first, with the employer's status", async () => {
    const { json } = await gql(MINE, {}, await as(state.fx.applicant));
    expect(json.errors).toBeUndefined();
    const page = (json.data as { myApplications: { total: number; items: Array<Record<string, unknown>> } })
      .myApplications;
    expect(page.total).toBe(3);
    expect(page.items.map((i) => i.id)).toEqual([ids.newest, ids.rejected, ids.oldest]);
    expect(page.items[0]).toMatchObject({
      jobId: ids.open,
      jobTitle: `Gärtner ${state.tag}`,
      jobOpen: true,
      status: 'invited',
      attachmentCount: 1,
      withResume: false,
      deletionDate: null,
    });
    // A closed job stays in the list, under the employer it was posted for; a rejection says when it goes.
    expect(page.items[1]).toMatchObject({
      jobTitle: `Koch ${state.tag}`,
      organizationName: 'Gasthaus Zur Post',
      jobOpen: false,
      status: 'rejected',
      deletionDate: '2026-09-30T10:00:00.000Z',
    });
    expect(JSON.stringify(json)).not.toContain(NOTE);
  });

  it('pages', async () => {
    const { json } = await gql(MINE, { limit: 1, offset: 1 }, await as(state.fx.applicant));
    const page = (json.data as { myApplications: { total: number; items: Array<{ id: string }> } }).myApplications;
    expect(page).toEqual({ total: 3, items: [expect.objectContaining({ id: ids.rejected })] });
  });

  it.each([
    ['recruiter', 1],
    ['administrator', 0],
    ['job_editor', 0],
  ] as const)('shows a %s only their own (%i), never anyone else’s', async (role, total) => {
    const { json } = await gql(MINE, {}, await as(state.fx[role]));
    expect((json.data as { myApplications: { total: number } }).myApplications.total).toBe(total);
  });

  it.each([
    [{ limit: 0 }, 'BAD_USER_INPUT'],
    [{ limit: 101 }, 'BAD_USER_INPUT'],
    [{ offset: -1 }, 'BAD_USER_INPUT'],
  ])('refuses a bad page %j with a German message', async (variables, code) => {
    const result = await gql(MINE, variables, await as(state.fx.applicant));
    expect(firstError(result)).toMatchObject({ code, message: expect.stringMatching(/[a-zäöü]/) });
  });

  it('is refused to anonymous callers', async () => {
    expect(firstError(await gql(MINE, {}, await as(null)))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('applicationPrefill', () => {
  it('takes the names from the account when there is no resume, and the account address', async () => {
    const { fx, db } = state;
    const [user] = await db.select().from(users).where(eq(users.id, fx.recruiter.id));
    const { json } = await gql(PREFILL, {}, await as(fx.recruiter));
    expect(json.data).toEqual({
      applicationPrefill: {
        firstName: user.firstName,
        lastName: user.lastName,
        emailAddress: user.email,
        fromResume: false,
        canAttachResume: false,
      },
    });
  });

  it("prefers the names of the user's resume on this site and offers to attach it as a PDF", async () => {
    const { fx, db } = state;
    await db
      .insert(resumes)
      .values({ userId: fx.applicant.id, regionId: REGION, personalInfo: { firstName: 'Anna', lastName: ' ' } });
    state.cleanups.push(() => db.delete(resumes).where(inArray(resumes.userId, [fx.applicant.id])));
    const { json } = await gql(PREFILL, {}, await as(fx.applicant));
    expect(json.data).toEqual({
      applicationPrefill: {
        firstName: 'Anna',
        lastName: 'applicant',
        emailAddress: fx.applicant.email,
        fromResume: true,
        canAttachResume: true,
      },
    });
  });

  it('is refused to anonymous callers', async () => {
    expect(firstError(await gql(PREFILL, {}, await as(null)))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('applicationPrefill of a job: when the caller last applied to it', () => {
  const APPLIED = 'query($jobId: ID) { applicationPrefill(jobId: $jobId) { appliedAt } }';
  const appliedAt = async (caller: Parameters<typeof as>[0], jobId: string | null) => {
    const { json } = await gql(APPLIED, { jobId }, await as(caller));
    expect(json.errors).toBeUndefined();
    return (json.data as { applicationPrefill: { appliedAt: string | null } }).applicationPrefill.appliedAt;
  };

  it('answers the day of the own latest application to the job', async () => {
    const [newest] = await state.db
      .select({ at: jobApplications.createdAt })
      .from(jobApplications)
      .where(eq(jobApplications.id, ids.newest));
    expect(await appliedAt(state.fx.applicant, ids.open)).toBe(newest.at.toISOString());
    // The recruiter's own application to the same job, not the applicant's.
    expect(await appliedAt(state.fx.recruiter, ids.open)).not.toBeNull();
  });

  it("never tells about someone else's applications, another site's, or without a job", async () => {
    // Others applied to the job; this caller did not.
    expect(await appliedAt(state.fx.job_editor, ids.open)).toBeNull();
    expect(await appliedAt(state.fx.administrator, ids.open)).toBeNull();
    // The applicant's application on another site is not one of this site's.
    expect(await appliedAt(state.fx.applicant, ids.foreign)).toBeNull();
    expect(await appliedAt(state.fx.applicant, null)).toBeNull();
    expect(await appliedAt(state.fx.applicant, 'kein-job')).toBeNull();
  });
});
