// @module-tag postgres
// The index of the site's words (migration 0023) finds what the full search vector found with weights A–C, and
// only on the job's own site (docs/architecture.md, "A million jobs").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { jobs, organizations } from '../db/schema';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import type { SearchForm } from './german/analyze-query';
import { isPhrase, siteFormQuery, siteWordsMatch } from './site-words-sql';

describe('siteFormQuery', () => {
  it.each<[SearchForm, string]>([
    [{ text: 'Pflege', match: 'part' }, `'franken~pflege':*`],
    [{ text: 'mfa', match: 'whole' }, `'franken~mfa'`],
    [{ text: 'kfz mechatroniker', match: 'parts' }, `('franken~kfz':* & 'franken~mechatroniker':*)`],
    [{ text: 'duales Studium', match: 'part' }, `('franken~duales' & 'franken~studium')`],
    [{ text: "c'est", match: 'whole' }, `('franken~c' & 'franken~est')`],
    [{ text: 'Ärztin', match: 'part' }, `'franken~ärztin':*`],
  ])('%j → %s', (form, query) => {
    expect(siteFormQuery(form, 'franken')).toBe(query);
  });

  it('makes nothing of a form without letters or digits', () => {
    expect(siteFormQuery({ text: '+++', match: 'part' }, 'franken')).toBeNull();
  });

  it('marks the forms whose word order only the full vector knows', () => {
    expect(isPhrase({ text: 'duales studium', match: 'part' })).toBe(true);
    expect(isPhrase({ text: 'kfz mechatroniker', match: 'parts' })).toBe(false);
    expect(isPhrase({ text: 'pflege', match: 'part' })).toBe(false);
  });
});

describe('job_site_words', () => {
  let handle: DbHandle;
  const region = testRegionId('site-words');
  const other = testRegionId('site-words-other');
  let jobId: string;

  beforeAll(async () => {
    handle = await openTestDb();
    const orgs = await handle.db
      .insert(organizations)
      .values([
        { regionId: region, slug: 'worte', name: 'Worte GmbH' },
        { regionId: other, slug: 'worte', name: 'Worte GmbH' },
      ])
      .returning({ id: organizations.id });
    const description = '<p>Du pflegst unsere Stationen im Schichtdienst.</p><p>Ihr Ansprechpartner: Herr Kochmann</p>';
    const [job] = await handle.db
      .insert(jobs)
      .values([
        {
          regionId: region,
          organizationId: orgs[0].id,
          title: 'Altenpflegerin (m/w/d)',
          description,
          skillsFree: 'Wundversorgung',
          state: 'published',
        },
        { regionId: other, organizationId: orgs[1].id, title: 'Gabelstaplerfahrer', state: 'published' },
      ])
      .returning({ id: jobs.id });
    jobId = job.id;
  });
  afterAll(async () => {
    await deleteTestRegions(handle, [region, other]);
    await handle.close();
  });

  /** Whether the site's words of the first job match the form. */
  async function finds(form: SearchForm, site = region): Promise<boolean> {
    const rows = await handle.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), siteWordsMatch([form], site)));
    return rows.length === 1;
  }

  it.each<[string, SearchForm, boolean]>([
    ['a title word', { text: 'altenpflegerin', match: 'whole' }, true],
    ['a word part of the title (no position in the vector)', { text: 'pflegerin', match: 'part' }, true],
    ['a word start of the skills', { text: 'wundver', match: 'part' }, true],
    ['a word of the body', { text: 'schichtdienst', match: 'whole' }, true],
    ['the contact part (weight D)', { text: 'kochmann', match: 'whole' }, false],
    ['a word the job does not have', { text: 'elektriker', match: 'part' }, false],
  ])('%s: %j → %s', async (_, form, expected) => {
    expect(await finds(form)).toBe(expected);
  });

  it("never matches another site's words", async () => {
    expect(await finds({ text: 'altenpflegerin', match: 'whole' }, other)).toBe(false);
    const rows = await handle.db
      .select({ title: jobs.title })
      .from(jobs)
      .where(siteWordsMatch([{ text: 'stapler', match: 'part' }], region));
    expect(rows).toEqual([]);
  });

  it('is answered by its own index', async () => {
    // A test table is small enough for a sequential scan; the question is whether the index can answer.
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select ${jobs.id} from ${jobs} where ${siteWordsMatch([{ text: 'pflege', match: 'part' }], region)}`,
      );
    });
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('jobs_site_words_idx');
  });
});
