/**
 * People for the blog's tests, on the blog's site (Chiemgau) and another (Franken): editors of the site (job editor,
 * site admin), a job editor of another site, a recruiter and a job seeker; posts made for a test are deleted with them.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/client';
import { blogPosts, type UserRole, userRoles, users } from '../../db/schema';
import { closeGraphQLTestDb, gql, openGraphQLTestDb, signToken } from '../../graphql/testing';

export const BLOG_SITE = 'chiemgau';
/** A site without the blog. */
export const NO_BLOG_SITE = 'franken';

const PEOPLE: Record<string, { role: UserRole; regionId: string }> = {
  editor: { role: 'job_editor', regionId: BLOG_SITE },
  siteAdmin: { role: 'site_admin', regionId: BLOG_SITE },
  foreignEditor: { role: 'job_editor', regionId: NO_BLOG_SITE },
  recruiter: { role: 'recruiter', regionId: BLOG_SITE },
  seeker: { role: 'applicant', regionId: BLOG_SITE },
};
export type BlogPerson = keyof typeof PEOPLE;

/** The test file's database, its people by name (set in beforeAll) and a call of the API as one of them. */
export function useBlogPeople() {
  const state = { db: undefined as unknown as Db, ids: {} as Record<BlogPerson, string> };
  beforeAll(async () => {
    state.db = await openGraphQLTestDb();
    const names = Object.keys(PEOPLE) as BlogPerson[];
    const rows = await state.db
      .insert(users)
      .values(names.map((name) => ({ email: `${name}-${randomUUID().slice(0, 8)}@example.test`, name })))
      .returning({ id: users.id });
    names.forEach((name, i) => (state.ids[name] = rows[i].id));
    await state.db.insert(userRoles).values(names.map((name, i) => ({ userId: rows[i].id, ...PEOPLE[name] })));
  });
  afterAll(async () => {
    const ids = Object.values(state.ids);
    await state.db.delete(blogPosts).where(inArray(blogPosts.authorId, ids));
    await state.db.delete(users).where(inArray(users.id, ids));
    await closeGraphQLTestDb();
  });
  /** One operation through the real endpoint as `who` (null: anonymous) on `site`. */
  const call = async (
    who: BlogPerson | null,
    query: string,
    variables: Record<string, unknown> = {},
    site = BLOG_SITE,
  ) => gql(query, variables, { token: who ? await signToken(state.ids[who]) : null, region: site });
  return Object.assign(state, { call });
}
