/**
 * What the *.statements.test.ts files share: a database that logs its statements, N open jobs with all
 * they refer to, and GraphQL operations executed in-process against that database. Each of the N jobs
 * has its own organization, files, place and terms, so that a lookup per job (N+1) shows as N more
 * statements.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { DocumentNode, ExecutionResult } from 'graphql';
import { afterAll, beforeAll, expect } from 'vitest';
import { executeInProcess } from '../graphql/execute-in-process';
import { createGraphQLServer } from '../graphql/server';
import type { Db, DbHandle } from './client';
import { files, jobs, organizations, taxonomyTerms, type Vocabulary } from './schema';
import { openTestDb, StatementLog } from './testing';

/** A real site: the GraphQL context resolves only those; the random tag keeps the rows apart from other files'. */
export const STATEMENTS_REGION = 'franken';
const DAY = 86_400_000;

/** The term arrays of a job and the vocabulary each holds. */
const JOB_TERM_FIELDS = {
  employmentTypes: 'employment_type',
  occupationalFields: 'occupational_field',
  remoteOptions: 'remote_option',
  degreeLevels: 'degree_level',
  fieldsOfStudy: 'field_of_study',
  languages: 'language',
  skills: 'skill',
} as const satisfies Record<string, Vocabulary>;
type JobTermField = keyof typeof JOB_TERM_FIELDS;

export type SeededJobs = {
  /** A word in every title of the set, and only there: a full-text search for it finds exactly these jobs. */
  tag: string;
  jobIds: string[];
  organizationIds: string[];
  organizationSlugs: string[];
  /** An employment type every job of the set has besides its own (a listing path facet matching them all). */
  sharedEmploymentType: number;
  fileIds: string[];
  tids: number[];
};

/** Ids of terms this file adds, unlikely to meet another file's on a shared server; nine digits, as search conditions allow. */
let nextTid = 930_000_000 + Math.floor(Math.random() * 60_000) * 1_000;

/** Taxonomy terms of one vocabulary, with labels and path aliases as the facets show them. */
async function seedTerms(db: Db, vocabulary: Vocabulary, tag: string, count: number): Promise<number[]> {
  const tids = Array.from({ length: count }, () => nextTid++);
  await db.insert(taxonomyTerms).values(
    tids.map((tid) => ({
      vocabulary,
      tid,
      label: `${vocabulary} ${tid} ${tag}`,
      pathAliases: { de: `${vocabulary}-${tid}-${tag}` },
    })),
  );
  return tids;
}

/** Public files, `count` of a kind (logos, photos, PDFs). */
async function seedFiles(db: Db, tag: string, kind: string, count: number, mimeType = 'image/png'): Promise<string[]> {
  const rows = await db
    .insert(files)
    .values(
      Array.from({ length: count }, (_, i) => ({
        storageKey: `test/${tag}/${kind}-${i}`,
        originalName: `${kind}-${i}`,
        mimeType,
        sizeBytes: 68,
        sha256: 'a'.repeat(64),
        purpose: 'job_file' as const,
        regionId: STATEMENTS_REGION,
        alt: `${kind} ${i}`,
        permanentAt: new Date(),
      })),
    )
    .returning({ id: files.id });
  return rows.map((r) => r.id);
}

/**
 * `count` open jobs of STATEMENTS_REGION. Job i has a logo, a place, one term of its own per field and the
 * set's shared employment type; it belongs to organization i, which has a logo, a gallery image, a contact
 * person with a photo, an attachment, and an industry, occupation, field of study and benefit of its own.
 */
async function seedOpenJobs(db: Db, count: number): Promise<SeededJobs> {
  const tag = `zs${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;
  const seedEach = (vocabulary: Vocabulary) => seedTerms(db, vocabulary, tag, count);
  const jobTerms = Object.fromEntries(
    await Promise.all(
      Object.entries(JOB_TERM_FIELDS).map(async ([field, vocabulary]) => [field, await seedEach(vocabulary)] as const),
    ),
  ) as Record<JobTermField, number[]>;
  const [[shared], industries, benefits] = await Promise.all([
    seedTerms(db, 'employment_type', tag, 1),
    seedEach('industry'),
    seedEach('benefit'),
  ]);
  const [logos, jobLogos, gallery, photos, attachments] = await Promise.all([
    seedFiles(db, tag, 'logo', count),
    seedFiles(db, tag, 'job-logo', count),
    seedFiles(db, tag, 'gallery', count),
    seedFiles(db, tag, 'photo', count),
    seedFiles(db, tag, 'attachment', count, 'application/pdf'),
  ]);
  const orgs = await db
    .insert(organizations)
    .values(
      logos.map((logoFileId, i) => ({
        regionId: STATEMENTS_REGION,
        slug: `firma-${i}-${tag}`,
        name: `Firma ${i} ${tag}`,
        info: { profiles: {}, logoFileId, organizationLocation: `Ort ${i}` },
        about: {
          industry: [industries[i]],
          occupation: [jobTerms.occupationalFields[i]],
          fieldsOfStudy: [jobTerms.fieldsOfStudy[i]],
          presentation: `<p>Firma ${i}</p>`,
        },
        industryTids: [industries[i]],
        benefits: [benefits[i]],
        gallery: [{ fileId: gallery[i], alt: `Bild ${i}` }],
        contactPeople: [{ firstName: `Person ${i}`, photoFileId: photos[i] }],
        attachments: [attachments[i]],
      })),
    )
    .returning({ id: organizations.id, slug: organizations.slug });
  const termsOf = (i: number) =>
    Object.fromEntries(Object.entries(jobTerms).map(([field, tids]) => [field, [tids[i]]])) as Record<
      JobTermField,
      number[]
    >;
  const now = Date.now();
  const rows = await db
    .insert(jobs)
    .values(
      orgs.map((org, i) => ({
        regionId: STATEMENTS_REGION,
        organizationId: org.id,
        state: 'published' as const,
        title: `Fachkraft ${i} ${tag}`,
        description: `<p>Stelle ${i}</p>`,
        publishedAt: new Date(now - (i + 1) * 60_000),
        expiresAt: new Date(now + 30 * DAY),
        logoFileId: jobLogos[i],
        // Places around Nürnberg, within a radius search's reach.
        locationLabel: `Ort ${i} ${tag}`,
        lat: 49.45 + i / 1000,
        lon: 11.08 + i / 1000,
        yearsOfExperience: i % 5,
        ...termsOf(i),
        employmentTypes: [jobTerms.employmentTypes[i], shared],
      })),
    )
    .returning({ id: jobs.id });
  return {
    tag,
    jobIds: rows.map((r) => r.id),
    organizationIds: orgs.map((o) => o.id),
    organizationSlugs: orgs.map((o) => o.slug),
    sharedEmploymentType: shared,
    fileIds: [logos, jobLogos, gallery, photos, attachments].flat(),
    tids: [...Object.values(jobTerms).flat(), shared, ...industries, ...benefits],
  };
}

/**
 * Puts the whole set on its first job and organization: the job gets every term of the set's jobs, the
 * organization every section entry of the set's organizations and all the jobs. A page of one job or one
 * organization then shows N of each thing.
 */
async function gatherIntoFirst(db: Db, set: SeededJobs): Promise<void> {
  const [firstJob, firstOrganization] = [set.jobIds[0], set.organizationIds[0]];
  const jobRows = await db.select().from(jobs).where(inArray(jobs.id, set.jobIds));
  const allTerms = Object.fromEntries(
    Object.keys(JOB_TERM_FIELDS).map((field) => [
      field,
      [...new Set(jobRows.flatMap((r) => r[field as JobTermField]))],
    ]),
  ) as Record<JobTermField, number[]>;
  await db.update(jobs).set(allTerms).where(eq(jobs.id, firstJob));
  await db.update(jobs).set({ organizationId: firstOrganization }).where(inArray(jobs.id, set.jobIds));
  const orgRows = await db.select().from(organizations).where(inArray(organizations.id, set.organizationIds));
  const all = <T>(pick: (row: (typeof orgRows)[number]) => T[]) => orgRows.flatMap(pick);
  await db
    .update(organizations)
    .set({
      about: {
        industry: all((o) => o.about.industry),
        occupation: all((o) => o.about.occupation),
        fieldsOfStudy: all((o) => o.about.fieldsOfStudy),
        presentation: '<p>Alles</p>',
      },
      benefits: all((o) => o.benefits),
      gallery: all((o) => o.gallery),
      contactPeople: all((o) => o.contactPeople),
      attachments: all((o) => o.attachments),
    })
    .where(eq(organizations.id, firstOrganization));
}

/** Removes seeded sets (matters on a shared PostgreSQL server); their jobs go with their organizations. */
async function removeSeeded(db: Db, sets: SeededJobs[]): Promise<void> {
  if (sets.length === 0) return;
  const organizationIds = sets.flatMap((s) => s.organizationIds);
  const fileIds = sets.flatMap((s) => s.fileIds);
  const tids = sets.flatMap((s) => s.tids);
  await db.delete(organizations).where(inArray(organizations.id, organizationIds));
  await db.delete(files).where(inArray(files.id, fileIds));
  await db.delete(taxonomyTerms).where(inArray(taxonomyTerms.tid, tids));
}

/**
 * The statements of `work` once caches are warm (the term table and the title lexicon are read again after a
 * minute or ten, not per request): `work` runs once to warm them, then once counted.
 */
async function steadyStatements(log: StatementLog, work: () => Promise<unknown>): Promise<string[]> {
  await work();
  return log.during(work);
}

type Execute = (query: DocumentNode, variables: Record<string, unknown>) => Promise<ExecutionResult>;

/** An anonymous visitor's operation, executed in-process as Server Components do, against `db`. */
function executeAnonymously(db: Db): Execute {
  const server = createGraphQLServer({ getDb: async () => db });
  return async (query, variables) => {
    const result = await executeInProcess(
      { query, variables },
      { regionId: STATEMENTS_REGION, locale: 'de', userId: null },
      server,
    );
    if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '));
    return result;
  };
}

/** A test file's logging database with a set of 1 and a set of 20 open jobs; the fields are set in beforeAll. */
export type StatementSubject = { log: StatementLog; db: Db; execute: Execute; one: SeededJobs; twenty: SeededJobs };

/**
 * Opens the test file's database, logging its statements, and seeds both sets before its tests (both before
 * the first search: the title lexicon the search corrects typos with is read then). `gather`: the set of 20
 * is put on its first job and organization (gatherIntoFirst). Everything seeded is removed after the tests.
 */
export function useStatementDb(options: { gather?: boolean } = {}): StatementSubject {
  const subject = { log: new StatementLog() } as StatementSubject;
  let handle: DbHandle | undefined;
  const seeded: SeededJobs[] = [];
  beforeAll(async () => {
    handle = await openTestDb({ logger: subject.log });
    subject.db = handle.db;
    subject.execute = executeAnonymously(handle.db);
    for (const count of [1, 20]) seeded.push(await seedOpenJobs(handle.db, count));
    [subject.one, subject.twenty] = seeded;
    if (options.gather) await gatherIntoFirst(handle.db, subject.twenty);
  });
  afterAll(async () => {
    if (!handle) return;
    await removeSeeded(handle.db, seeded);
    await handle.close();
  });
  return subject;
}

/**
 * The N+1 check: `run` (which asserts what it got for a set of `size` jobs) runs as many statements for
 * the set of 20 as for the set of 1, and at most `ceiling`.
 */
export async function expectSameStatementsForOneAndTwenty(
  subject: StatementSubject,
  ceiling: number,
  run: (set: SeededJobs, size: number) => Promise<void>,
): Promise<void> {
  const forOne = await steadyStatements(subject.log, () => run(subject.one, 1));
  const forTwenty = await steadyStatements(subject.log, () => run(subject.twenty, 20));
  expect(forTwenty).toHaveLength(forOne.length);
  expect(forOne.length).toBeLessThanOrEqual(ceiling);
}
