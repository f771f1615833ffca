import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { jobs, landingPages, organizations, routeSlugs } from '../db/schema';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { getRoutInfo } from './get-rout-info';

describe('getRoutInfo', () => {
  let handle: DbHandle;
  const region = testRegionId('routes');
  const otherRegion = testRegionId('routes-other');
  const ids = { page: '', draft: '', job: '', archivedJob: '', org: '' };

  beforeAll(async () => {
    handle = await openTestDb();
    const { db } = handle;
    const [page, draft] = await db
      .insert(landingPages)
      .values([
        {
          regionId: region,
          title: 'Datenschutzerklärung',
          body: '<h2>Datenschutz auf einen Blick</h2><p>Der Schutz Ihrer Daten &amp; Ihrer Privatsphäre ist uns wichtig.</p>',
        },
        { regionId: region, title: 'Entwurf', body: '<p>Noch nicht fertig</p>', state: 'draft' },
      ])
      .returning({ id: landingPages.id });
    ids.page = page.id;
    ids.draft = draft.id;
    const [org] = await db
      .insert(organizations)
      .values({
        regionId: region,
        slug: 'muster-gmbh',
        name: 'Muster GmbH',
        about: { presentation: '<p>Wir bauen Brücken.</p>', industry: [], occupation: [], fieldsOfStudy: [] },
      })
      .returning({ id: organizations.id });
    ids.org = org.id;
    const [job, archivedJob] = await db
      .insert(jobs)
      .values([
        {
          regionId: region,
          organizationId: org.id,
          title: 'Pflegefachkraft (m/w/d)',
          description: '<p>Ihre Aufgaben</p>',
          state: 'published',
          publishedAt: new Date(),
        },
        { regionId: region, organizationId: org.id, title: 'Alte Stelle', state: 'archived' },
      ])
      .returning({ id: jobs.id });
    ids.job = job.id;
    ids.archivedJob = archivedJob.id;
    await db.insert(routeSlugs).values([
      {
        regionId: region,
        slug: '/datenschutz',
        landingPageId: ids.page,
        metatags: {
          description: 'Wie wir Ihre Daten schützen.',
          robots: 'index, follow',
          canonical: 'https://ignored.example/',
        },
      },
      { regionId: region, slug: '/kontakt-JOBmarktNRW', landingPageId: ids.page },
      { regionId: region, slug: '/entwurf', landingPageId: ids.draft },
      { regionId: region, slug: '/stellenangebote', kind: 'redirect', redirectCode: 308, redirectTarget: '/jobs' },
      {
        regionId: region,
        slug: '/alt',
        kind: 'redirect',
        redirectCode: 301,
        redirectTarget: 'https://example.org/neu',
      },
      { regionId: region, slug: '/sommerjobs-2019', kind: 'gone', goneReason: 'gone' },
      { regionId: region, slug: '/winterjobs-2018', kind: 'gone' },
      { regionId: region, slug: '/job/pflegefachkraft', jobId: ids.job },
      { regionId: region, slug: '/job/alte-stelle', jobId: ids.archivedJob },
      { regionId: region, slug: '/organization/muster-gmbh', organizationId: ids.org },
      { regionId: region, language: 'en', slug: '/privacy', landingPageId: ids.page },
    ]);
  });

  afterAll(async () => {
    await deleteTestRegions(handle, [region, otherRegion]);
    await handle.close();
  });

  const lookup = (slug: string, language = 'de', regionId = region) =>
    getRoutInfo(handle.db, { regionId, slug, language });

  it('returns a landing page as content with title, description and og metatags', async () => {
    expect(await lookup('/datenschutz')).toEqual({
      kind: 'content',
      entity: {
        type: 'LandingPage',
        id: ids.page,
        title: 'Datenschutzerklärung',
        body: '<h2>Datenschutz auf einen Blick</h2><p>Der Schutz Ihrer Daten &amp; Ihrer Privatsphäre ist uns wichtig.</p>',
        bodyFormat: 'filtered_html',
      },
      metatags: [
        { meta: 'title', value: 'Datenschutzerklärung' },
        { meta: 'description', value: 'Wie wir Ihre Daten schützen.' },
        { meta: 'og:title', value: 'Datenschutzerklärung' },
        { meta: 'og:description', value: 'Wie wir Ihre Daten schützen.' },
        { meta: 'robots', value: 'index, follow' },
      ],
    });
  });

  it('derives the description from the body when no override is stored', async () => {
    const info = await lookup('/kontakt-JOBmarktNRW');
    expect(info.kind === 'content' && info.metatags[1]).toEqual({
      meta: 'description',
      value: 'Datenschutz auf einen Blick Der Schutz Ihrer Daten & Ihrer Privatsphäre ist uns wichtig.',
    });
  });

  it('matches the slug exactly and case-sensitively', async () => {
    expect((await lookup('/kontakt-JOBmarktNRW')).kind).toBe('content');
    expect(await lookup('/kontakt-jobmarktnrw')).toEqual({ kind: 'error', code: 404, reason: 'not_found' });
    expect((await lookup('/datenschutz/')).kind).toBe('error');
  });

  it('returns redirects with their code and target', async () => {
    expect(await lookup('/stellenangebote')).toEqual({ kind: 'redirect', code: 308, target: '/jobs' });
    expect(await lookup('/alt')).toEqual({ kind: 'redirect', code: 301, target: 'https://example.org/neu' });
  });

  it('returns 410 for gone routes, with the stored reason or "gone"', async () => {
    expect(await lookup('/sommerjobs-2019')).toEqual({ kind: 'error', code: 410, reason: 'gone' });
    expect(await lookup('/winterjobs-2018')).toEqual({ kind: 'error', code: 410, reason: 'gone' });
  });

  it('returns 404 for an unknown slug, another region and a wrong language', async () => {
    const notFound = { kind: 'error', code: 404, reason: 'not_found' };
    expect(await lookup('/gibt-es-nicht')).toEqual(notFound);
    expect(await lookup('/datenschutz', 'de', otherRegion)).toEqual(notFound);
    expect(await lookup('/datenschutz', 'en')).toEqual(notFound);
    expect((await lookup('/privacy', 'en')).kind).toBe('content');
    expect(await lookup('/privacy', 'de')).toEqual(notFound);
  });

  it('returns 404 for invalid input instead of throwing', async () => {
    expect((await lookup('datenschutz')).kind).toBe('error');
    expect((await lookup('/datenschutz', '')).kind).toBe('error');
    expect((await lookup('/datenschutz', 'de', '')).kind).toBe('error');
  });

  it('hides unpublished landing pages', async () => {
    expect(await lookup('/entwurf')).toEqual({ kind: 'error', code: 404, reason: 'not_found' });
  });

  it('returns published jobs and organization profiles as content; archived jobs are gone', async () => {
    const job = await lookup('/job/pflegefachkraft');
    expect(job.kind === 'content' && job.entity).toEqual({
      type: 'Job',
      id: ids.job,
      title: 'Pflegefachkraft (m/w/d)',
      body: '<p>Ihre Aufgaben</p>',
      bodyFormat: 'filtered_html',
    });
    expect(await lookup('/job/alte-stelle')).toEqual({ kind: 'error', code: 410, reason: 'job_expired' });
    const org = await lookup('/organization/muster-gmbh');
    expect(org.kind === 'content' && org.entity).toMatchObject({
      type: 'OrganizationProfile',
      id: ids.org,
      title: 'Muster GmbH',
      body: '<p>Wir bauen Brücken.</p>',
    });
  });
});
