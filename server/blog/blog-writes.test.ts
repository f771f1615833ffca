// @module-tag postgres
// The blog's writes against the database (docs/architecture.md, "Blog"): two editors taking one slug at the same
// moment (only a server has rivals), and the page_changes notices that make the blog's cached pages fresh within
// seconds: a published post's every change, its withdrawal, never a draft.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../../messages/de.json';
import type { SessionUser } from '../auth/session-user';
import type { DbHandle } from '../db/client';
import { blogPosts, users } from '../db/schema';
import { listenForNotices } from '../db/notice-testing';
import { openTestDb, testRegionId } from '../db/testing';
import { PAGE_CHANGES_CHANNEL } from '../page-cache/page-change-feed';
import type { FileStorage } from '../storage/storage';
import { publishBlogPost, saveBlogPost, unpublishBlogPost } from './blog-writes';

let handle: DbHandle;
let listening: Awaited<ReturnType<typeof listenForNotices>>;
let editor: SessionUser;
const site = { regionId: testRegionId('blog'), language: 'de' };
/** No test here saves an image. */
const storage = {} as FileStorage;

beforeAll(async () => {
  handle = await openTestDb();
  listening = await listenForNotices(handle, [PAGE_CHANGES_CHANNEL]);
  const [row] = await handle.db
    .insert(users)
    .values({ email: `redaktion-${randomUUID().slice(0, 8)}@example.test` })
    .returning();
  editor = { ...row, roles: [{ role: 'job_editor', targetId: null, regionId: site.regionId }] };
});
afterAll(async () => {
  await listening.stop();
  await handle.db.delete(blogPosts).where(eq(blogPosts.regionId, site.regionId));
  await handle.db.delete(users).where(eq(users.id, editor.id));
  await handle.close();
});

const save = (fields: Record<string, unknown>, id: string | null = null) =>
  saveBlogPost(handle.db, { user: editor, site, id, fields, storage });
const noticesOf = async (work: () => Promise<unknown>) =>
  (await listening.during(work)).filter((n) => n === 'all' || n.split(' ')[1] === site.regionId);

describe('blog writes', () => {
  it('gives a slug taken at the same moment to one editor and names it to the other', async () => {
    const results = await Promise.all([
      save({ title: 'Eins', slug: 'gleichzeitig' }),
      save({ title: 'Zwei', slug: 'gleichzeitig' }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({
      ok: false,
      errors: [{ field: 'slug', message: messages.blog.errors.slugTaken }],
    });
  });

  it('announces every change visitors see, and nothing of a draft', async () => {
    let id = '';
    const draft = async () => {
      const result = await save({ title: 'Entwurf', teaser: 'Kurz.', body: '<p>Text</p>' });
      if (result.ok) id = result.post.id;
    };
    expect(await noticesOf(draft)).toEqual([]);
    const publish = () => publishBlogPost(handle.db, { user: editor, site, id });
    expect(await noticesOf(publish)).toEqual([`blog ${site.regionId} ${id}`]);
    expect(await noticesOf(() => save({ title: 'Geändert', teaser: 'Kurz.', body: '<p>Neu</p>' }, id))).toEqual([
      `blog ${site.regionId} ${id}`,
    ]);
    const withdraw = () => unpublishBlogPost(handle.db, { user: editor, site, id });
    expect(await noticesOf(withdraw)).toEqual([`blog ${site.regionId} ${id}`]);
    expect(await noticesOf(() => save({ title: 'Zurückgezogen, geändert' }, id))).toEqual([]);
  });
});
