// @module-tag postgres
// The database announces each change visitors see on the page_changes channel when it commits (migration
// 0018_page_changes.sql), and nothing else: the page caches of every instance purge by these notices.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { jobs, organizations } from '../db/schema';
import { listenForNotices } from '../db/notice-testing';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { PAGE_CHANGES_CHANNEL } from './page-change-feed';

let handle: DbHandle;
let listening: Awaited<ReturnType<typeof listenForNotices>>;
const region = testRegionId('page-changes');

beforeAll(async () => {
  handle = await openTestDb();
  listening = await listenForNotices(handle, [PAGE_CHANGES_CHANNEL]);
});
afterAll(async () => {
  await listening.stop();
  await deleteTestRegions(handle, [region]);
  await handle.close();
});

/** The notices of this file's site (or "all") that arrive while `work` runs and commits: other test files may
 * write on a shared server at the same time. */
async function noticesOf(work: () => Promise<unknown>): Promise<string[]> {
  const notices = await listening.during(work);
  return notices.filter((n) => n === 'all' || n.split(' ')[1] === region);
}

async function organization(): Promise<string> {
  const [row] = await handle.db
    .insert(organizations)
    .values({ regionId: region, slug: `firma-${Math.random().toString(36).slice(2)}`, name: 'Firma' })
    .returning({ id: organizations.id });
  return row.id;
}

async function job(organizationId: string, state: 'published' | 'draft'): Promise<string> {
  const [row] = await handle.db
    .insert(jobs)
    .values({ regionId: region, organizationId, title: 'Pflegefachkraft', state, publishedAt: new Date() })
    .returning({ id: jobs.id });
  return row.id;
}

describe('page change notices', () => {
  it('a published job: its site, employer and id when it is added, edited, ended or deleted', async () => {
    const org = await organization();
    let id = '';
    expect(await noticesOf(async () => (id = await job(org, 'published')))).toEqual([`jobs ${region} ${org} ${id}`]);
    const edit = () => handle.db.update(jobs).set({ title: 'Pflegefachkraft (m/w/d)' }).where(eq(jobs.id, id));
    expect(await noticesOf(edit)).toEqual([`jobs ${region} ${org} ${id}`]);
    const archive = () => handle.db.update(jobs).set({ state: 'archived' }).where(eq(jobs.id, id));
    expect(await noticesOf(archive)).toEqual([`jobs ${region} ${org} ${id}`]);
    const republish = () => handle.db.update(jobs).set({ state: 'published' }).where(eq(jobs.id, id));
    expect(await noticesOf(republish)).toEqual([`jobs ${region} ${org} ${id}`]);
    expect(await noticesOf(() => handle.db.delete(jobs).where(eq(jobs.id, id)))).toEqual([
      `jobs ${region} ${org} ${id}`,
    ]);
  });

  it('nothing for what visitors never see: drafts, bookkeeping columns, a rolled back change', async () => {
    const org = await organization();
    const draft = await job(org, 'draft');
    const live = await job(org, 'published');
    expect(await noticesOf(() => handle.db.update(jobs).set({ title: 'Entwurf' }).where(eq(jobs.id, draft)))).toEqual(
      [],
    );
    const bookkeeping = () =>
      handle.db.update(jobs).set({ expiryWarnedFor: new Date(), reviewNote: 'x' }).where(eq(jobs.id, live));
    expect(await noticesOf(bookkeeping)).toEqual([]);
    const rolledBack = () =>
      handle.db
        .transaction(async (tx) => {
          await tx.update(jobs).set({ title: 'Nie gesehen' }).where(eq(jobs.id, live));
          tx.rollback();
        })
        .catch(() => undefined);
    expect(await noticesOf(rolledBack)).toEqual([]);
  });

  it("an employer's public fields, not its contact person or trust", async () => {
    const org = await organization();
    const rename = () => handle.db.update(organizations).set({ name: 'Firma GmbH' }).where(eq(organizations.id, org));
    expect(await noticesOf(rename)).toEqual([`organizations ${region} ${org}`]);
    const privateOnly = () =>
      handle.db
        .update(organizations)
        .set({ trusted: true, personalInfo: { firstName: 'Eva' } })
        .where(eq(organizations.id, org));
    expect(await noticesOf(privateOnly)).toEqual([]);
  });

  it('"all" for a statement that changes more than 50 visible jobs', async () => {
    const org = await organization();
    const many = () =>
      handle.db.insert(jobs).values(
        Array.from({ length: 51 }, (_, i) => ({
          regionId: region,
          organizationId: org,
          title: `Job ${i}`,
          state: 'published' as const,
        })),
      );
    expect(await noticesOf(many)).toContain('all');
  });
});
