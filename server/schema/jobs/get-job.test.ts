// Integration tests of getJob, the job page status the proxy uses, and public file downloads, through the
// real route handler and database. The test helpers go first: they point getDb() at a test database.
import {
  closeGraphQLTestDb,
  createFixtures,
  firstError,
  type Fixtures,
  gql,
  OTHER_REGION,
  openGraphQLTestDb,
  REGION,
  signToken,
} from '../../graphql/testing';
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { files, jobs } from '../../db/schema';
import { jobPageStatus } from '../../jobs/job-status';
import { listJobRoutes } from '../../sitemaps/list-job-routes';
import { findPublicFile } from '../../storage/public-file';
import type { FileStorage } from '../../storage/storage';

let db: Db;
let fx: Fixtures;
const tag = randomUUID().slice(0, 8);
const DAY = 86_400_000;
const now = Date.now();
const ids: Record<string, string> = {};
const fileIds: Record<string, string> = {};

const QUERY = `query($id: ID!) { getJob(id: $id) { id url title state available description teaser organization { id name slug url }
  applicationWorkflow applicationLink applicationQualifyingQuestions { id question answerType } salary { min max currencyCode unit } } }`;

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  const org = fx.ownOrganization[fx.recruiter.id];
  const insertedFiles = await db
    .insert(files)
    .values([
      {
        storageKey: `test/${tag}/anzeige.pdf`,
        originalName: 'Anzeige.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 4,
        sha256: 'b'.repeat(64),
        purpose: 'job_file',
        regionId: REGION,
        permanentAt: new Date(),
      },
      {
        storageKey: `test/${tag}/lebenslauf.pdf`,
        originalName: 'Lebenslauf.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 4,
        sha256: 'c'.repeat(64),
        purpose: 'application_attachment',
        regionId: REGION,
        permanentAt: new Date(),
      },
      {
        storageKey: `test/${tag}/entwurf.pdf`,
        originalName: 'Entwurf.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 4,
        sha256: 'd'.repeat(64),
        purpose: 'job_file',
        regionId: REGION,
      },
    ])
    .returning({ id: files.id });
  [fileIds.public, fileIds.private, fileIds.temporary] = insertedFiles.map((f) => f.id);
  const base = {
    regionId: REGION,
    organizationId: org,
    description: '<p onclick="x()">Pflege mit <strong>Herz</strong></p><script>alert(1)</script>',
    publishedAt: new Date(now - 5 * DAY),
    expiresAt: new Date(now + 30 * DAY),
  };
  const rows = await db
    .insert(jobs)
    .values([
      {
        ...base,
        title: `Offen ${tag}`,
        state: 'published',
        salaryMin: 3300,
        salaryMax: 4300,
        salaryUnit: 'month',
        applicationWorkflow: 'internal',
        applicationLink: 'https://example.org/nicht-zeigen',
        applicationQualifyingQuestions: [
          { id: 'q1', question: 'Haben Sie einen Führerschein?', answerType: 'yes_no', expected: 'ja' },
        ],
      },
      { ...base, title: `Abgelaufen ${tag}`, state: 'published', expiresAt: new Date(now - DAY) },
      { ...base, title: `Archiviert ${tag}`, state: 'archived' },
      { ...base, title: `In Prüfung ${tag}`, state: 'needs_review', publishedAt: null },
      { ...base, title: `Geplant ${tag}`, state: 'scheduled', publishedAt: new Date(now + 3 * DAY) },
      {
        ...base,
        title: `Link ${tag}`,
        state: 'published',
        applicationWorkflow: 'link',
        applicationLink: 'https://karriere.example.org/stelle/1',
      },
      {
        ...base,
        regionId: OTHER_REGION,
        organizationId: fx.foreignOrganization,
        title: `Rosenheim ${tag}`,
        state: 'published',
      },
      { ...base, title: `Entwurf ${tag}`, state: 'draft', publishedAt: null },
    ])
    .returning({ id: jobs.id });
  [ids.open, ids.expired, ids.archived, ids.review, ids.scheduled, ids.link, ids.foreign, ids.draft] = rows.map(
    (r) => r.id,
  );
});

afterAll(async () => {
  await db.delete(jobs).where(inArray(jobs.id, Object.values(ids)));
  await db.delete(files).where(inArray(files.id, Object.values(fileIds)));
  await fx.cleanup();
  await closeGraphQLTestDb();
});

const getJob = async (id: string, user?: { id: string }) => {
  const result = await gql(QUERY, { id }, user ? { token: await signToken(user.id) } : {});
  return { job: (result.json.data?.getJob ?? null) as Record<string, unknown> | null, error: firstError(result) };
};

describe('getJob', () => {
  it('shows an open job to everybody, its description sanitized (docs/product.md §5) and a plain teaser', async () => {
    const { job, error } = await getJob(ids.open);
    expect(error).toBeNull();
    expect(job).toMatchObject({
      id: ids.open,
      url: `/job/${ids.open}`,
      state: 'published',
      available: true,
      salary: { min: 3300, max: 4300, currencyCode: 'EUR', unit: 'month' },
    });
    expect(job!.description).toBe('<p>Pflege mit <strong>Herz</strong></p>');
    expect(job!.teaser).toBe('Pflege mit Herz');
  });

  it('never sends the expected answers of qualifying questions, nor a link the workflow does not use', async () => {
    const { job } = await getJob(ids.open);
    expect(job!.applicationQualifyingQuestions).toEqual([
      { id: 'q1', question: 'Haben Sie einen Führerschein?', answerType: 'yes_no' },
    ]);
    expect(job!.applicationLink).toBeNull();
    expect((await getJob(ids.link)).job!.applicationLink).toBe('https://karriere.example.org/stelle/1');
  });

  it.each(['expired', 'archived'])('keeps an %s job reachable, marked not available', async (which) => {
    const { job } = await getJob(ids[which]);
    expect(job).toMatchObject({ id: ids[which], available: false });
  });

  it.each(['draft', 'review', 'scheduled'])(
    'hides a job in %s from anonymous visitors, applicants and other recruiters',
    async (which) => {
      expect((await getJob(ids[which])).job).toBeNull();
      expect((await getJob(ids[which], fx.applicant)).job).toBeNull();
      expect((await getJob(ids[which], fx.stranger)).job).toBeNull();
    },
  );

  it.each(['draft', 'review', 'scheduled'])(
    'shows a job in %s to its own recruiter and to admin-like users (docs/product.md §6)',
    async (which) => {
      expect((await getJob(ids[which], fx.recruiter)).job).toMatchObject({ id: ids[which], available: false });
      for (const admin of [fx.administrator, fx.site_admin, fx.job_editor])
        expect((await getJob(ids[which], admin)).job).toMatchObject({ id: ids[which] });
    },
  );

  it('never shows another site’s job, and treats unknown or malformed ids as no job', async () => {
    expect((await getJob(ids.foreign)).job).toBeNull();
    expect((await getJob(ids.foreign, fx.administrator)).job).toBeNull();
    expect(await getJob(randomUUID())).toEqual({ job: null, error: null });
    expect(await getJob('kein-job')).toEqual({ job: null, error: null });
  });

  it('answers an over-long id as bad input, not a server error', async () => {
    const { error } = await getJob('x'.repeat(500));
    expect(error?.code).toBe('BAD_USER_INPUT');
  });
});

describe('jobPageStatus (the HTTP status of /job/<id>)', () => {
  it.each([
    ['open', 'open'],
    ['link', 'open'],
    ['expired', 'gone'],
    ['archived', 'gone'],
    ['review', 'hidden'],
    ['scheduled', 'hidden'],
    ['draft', 'hidden'],
    ['foreign', 'hidden'],
  ])('%s job → %s', async (which, expected) => {
    expect(await jobPageStatus(db, REGION, ids[which])).toBe(expected);
  });

  it('is hidden for ids that are not job ids', async () => {
    expect(await jobPageStatus(db, REGION, 'robots.txt')).toBe('hidden');
  });
});

describe('findPublicFile', () => {
  const storage: FileStorage = {
    read: async () => new Blob(['%PDF']).stream(),
    write: async () => undefined,
    delete: async () => undefined,
    probe: async () => undefined,
  };

  it('serves a permanent job PDF of the site', async () => {
    const file = await findPublicFile(db, storage, REGION, fileIds.public);
    expect(file).toMatchObject({ mimeType: 'application/pdf', name: 'Anzeige.pdf', sizeBytes: 4 });
  });

  it('never serves application attachments, temporary uploads, or another site’s files', async () => {
    expect(await findPublicFile(db, storage, REGION, fileIds.private)).toBeNull();
    expect(await findPublicFile(db, storage, REGION, fileIds.temporary)).toBeNull();
    expect(await findPublicFile(db, storage, OTHER_REGION, fileIds.public)).toBeNull();
    expect(await findPublicFile(db, storage, REGION, '../etc/passwd')).toBeNull();
  });
});

describe('listJobRoutes (the job sitemap)', () => {
  it('lists the open jobs of the site and nothing that ended, waits, or belongs to another site', async () => {
    const paths = (await listJobRoutes(db, REGION)).map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining([`/job/${ids.open}`, `/job/${ids.link}`]));
    for (const hidden of ['expired', 'archived', 'review', 'scheduled', 'draft', 'foreign'])
      expect(paths).not.toContain(`/job/${ids[hidden]}`);
  });
});
