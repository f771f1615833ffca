// The Merkliste through the real GraphQL handler: the answers each operation gives, its German refusals (input,
// the limit, the pace), a job the site does not show never told about, and nothing at all where the site has the
// Merkliste off (docs/product.md §1.4). Who may call what: server/graphql/authorization-matrix-bookmarks.ts.
import { firstError, gql, OTHER_REGION, REGION } from '../../graphql/testing';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobBookmarks, jobs } from '../../db/schema';
import { MAX_BOOKMARKS } from '../../bookmarks/bookmark-limits';
import { admitBookmarkCall, BOOKMARK_RATE_LIMITS } from '../../bookmarks/bookmark-rate-limits';
import { bookmarkJob } from '../../bookmarks/bookmark-testing';
import { as, useResolverFixtures } from '../resolver-testing';

const state = useResolverFixtures();
const ids = { open: '', draft: '' };
const DRAFT_TITLE = `Geheimer Entwurf ${randomUUID().slice(0, 8)}`;

const SAVE = 'mutation($id: ID!) { saveBookmark(jobId: $id) { jobIds } }';
const MINE = '{ myBookmarks { limit items { savedAt job { jobId title organizationName locationLabel online } } } }';
const LOOKUP =
  'query($ids: [ID!]!) { bookmarkedJobs(jobIds: $ids) { jobId title organizationName locationLabel online } }';
const MERGE = 'mutation($ids: [ID!]!) { mergeBookmarks(jobIds: $ids) { jobIds added notKept } }';

beforeAll(async () => {
  const { db, fx } = state;
  const organizationId = fx.strangerOrganization;
  ids.open = await bookmarkJob(db, { regionId: REGION, organizationId, title: `Gärtner ${state.tag}` });
  ids.draft = await bookmarkJob(db, { regionId: REGION, organizationId, title: DRAFT_TITLE, state: 'draft' });
  state.cleanups.push(() => db.delete(jobs).where(inArray(jobs.id, [ids.open, ids.draft])));
});

const data = <T>(result: { json: { data?: unknown; errors?: unknown } }) => {
  expect(result.json.errors).toBeUndefined();
  return result.json.data as T;
};

describe('the signed-in list', () => {
  it('saves, lists and merges for the caller, with the limit', async () => {
    const me = await as(state.fx.applicant);
    expect(data(await gql(SAVE, { id: ids.open }, me))).toEqual({ saveBookmark: { jobIds: [ids.open] } });
    const mine = data<{ myBookmarks: { limit: number; items: unknown[] } }>(await gql(MINE, {}, me)).myBookmarks;
    expect(mine).toEqual({
      limit: MAX_BOOKMARKS,
      items: [
        {
          savedAt: expect.stringMatching(/^\d{4}-/),
          job: {
            jobId: ids.open,
            title: `Gärtner ${state.tag}`,
            organizationName: expect.stringContaining('stranger GmbH'),
            locationLabel: 'Nürnberg',
            online: true,
          },
        },
      ],
    });
    const merged = data(await gql(MERGE, { ids: [ids.draft, ids.open] }, me));
    expect(merged).toEqual({ mergeBookmarks: { jobIds: [ids.open], added: 0, notKept: 1 } });
    await state.db.delete(jobBookmarks).where(eq(jobBookmarks.userId, state.fx.applicant.id));
  });

  it('refuses a job the site does not show, and says nothing about it', async () => {
    const result = await gql(SAVE, { id: ids.draft }, await as(state.fx.applicant));
    expect(firstError(result)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Diese Stelle gibt es auf dieser Seite nicht.',
    });
    expect(result.text).not.toContain(DRAFT_TITLE);
  });

  it('says in German that a full list takes no more', async () => {
    const { db, fx } = state;
    const many = await db
      .insert(jobs)
      .values(
        Array.from({ length: MAX_BOOKMARKS }, (_, i) => ({
          regionId: REGION,
          organizationId: fx.strangerOrganization,
          title: `Voll ${i}`,
          state: 'published' as const,
          publishedAt: new Date(Date.now() - 86_400_000),
        })),
      )
      .returning({ id: jobs.id });
    state.cleanups.push(() =>
      db.delete(jobs).where(
        inArray(
          jobs.id,
          many.map((j) => j.id),
        ),
      ),
    );
    await db.insert(jobBookmarks).values(many.map((j) => ({ userId: fx.recruiter.id, jobId: j.id })));
    const result = await gql(SAVE, { id: ids.open }, await as(fx.recruiter));
    expect(firstError(result)).toEqual({
      code: 'BAD_USER_INPUT',
      message: `Deine Merkliste ist voll: Du kannst dir bis zu ${MAX_BOOKMARKS} Stellen merken. Entferne eine, dann kannst du dir diese merken.`,
    });
    expect(result.json.errors?.[0].extensions).toMatchObject({ field: 'jobId' });
  });

  it.each([
    [SAVE, { id: 'keine-id' }],
    [MERGE, { ids: Array.from({ length: MAX_BOOKMARKS + 1 }, () => randomUUID()) }],
    [LOOKUP, { ids: ['1; drop table jobs'] }],
  ])('refuses bad input with a German message (%#)', async (query, variables) => {
    const result = await gql(query, variables, await as(state.fx.applicant));
    expect(firstError(result)).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/[äöüa-z]/) });
  });

  it('stops a caller saving faster than a person does', async () => {
    const { db, fx } = state;
    for (let i = 0; i < BOOKMARK_RATE_LIMITS.savesPerUser.limit; i++)
      await admitBookmarkCall(db, 'savesPerUser', fx.site_admin.id);
    const result = await gql(SAVE, { id: ids.open }, await as(fx.site_admin));
    expect(firstError(result)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(result.status).toBe(429);
    expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe("the public lookup of a browser's list", () => {
  it('gives the public data of the jobs in the order asked, and of any other only its id', async () => {
    const unknown = randomUUID();
    const result = await gql(LOOKUP, { ids: [ids.draft, ids.open, unknown] }, await as(null));
    expect(data(result)).toEqual({
      bookmarkedJobs: [
        { jobId: ids.draft, title: null, organizationName: null, locationLabel: null, online: false },
        {
          jobId: ids.open,
          title: `Gärtner ${state.tag}`,
          organizationName: expect.stringContaining('stranger GmbH'),
          locationLabel: 'Nürnberg',
          online: true,
        },
        { jobId: unknown, title: null, organizationName: null, locationLabel: null, online: false },
      ],
    });
    expect(result.text).not.toContain(DRAFT_TITLE);
  });

  it('knows no job of another site', async () => {
    const foreign = await bookmarkJob(state.db, {
      regionId: OTHER_REGION,
      organizationId: state.fx.foreignOrganization,
    });
    state.cleanups.push(() => state.db.delete(jobs).where(eq(jobs.id, foreign)));
    const result = await gql(LOOKUP, { ids: [foreign] }, await as(null));
    expect(data(result)).toEqual({
      bookmarkedJobs: [{ jobId: foreign, title: null, organizationName: null, locationLabel: null, online: false }],
    });
  });
});

describe('a site with the Merkliste off', () => {
  it.each([
    ['myBookmarks', MINE, {}],
    ['bookmarkedJobs', LOOKUP, { ids: [randomUUID()] }],
    ['saveBookmark', SAVE, { id: randomUUID() }],
    ['removeBookmark', 'mutation($id: ID!) { removeBookmark(jobId: $id) { jobIds } }', { id: randomUUID() }],
    ['removeAllBookmarks', 'mutation { removeAllBookmarks { jobIds } }', {}],
    ['mergeBookmarks', MERGE, { ids: [randomUUID()] }],
  ])('refuses %s', async (_name, query, variables) => {
    for (const caller of [state.fx.applicant, null]) {
      const result = await gql(query, variables, { ...(await as(caller)), region: OTHER_REGION });
      expect(firstError(result)).toEqual({
        code: 'FORBIDDEN',
        message: 'Die Merkliste gibt es auf dieser Seite nicht.',
      });
    }
  });
});
