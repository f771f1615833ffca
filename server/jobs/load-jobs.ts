import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Address, files, jobLocations, jobs, organizations } from '../db/schema';
import { isUuid } from '../db/uuid';
import { termsByTid } from '../taxonomy/term-cache';
import { plainTextExcerpt } from '../richtext/plain-text-excerpt';
import { sanitizeRichText } from '../richtext/sanitize-rich-text';
import { fileUrl } from '../storage/file-url';
import { isJobAvailable } from './open-jobs';
import { termPathAlias } from '../taxonomy/term-path-alias';

/** A taxonomy term on a job: its id, label and docs/product.md §2 path segment. */
export type JobTerm = { tid: number; label: string; pathAlias: string | null };
/** A picture as pages show it: where it is served, and its alternative text and title. */
export type JobImage = { url: string; alt: string | null; title: string | null };
/** A work place of a job as pages show it. */
export type JobPlace = { label: string; lat: number; lon: number; address: Address | null };
/** A job as pages, search hits and mails show it (the GraphQL `Job` has this shape). */
export type JobView = ReturnType<typeof toJobView>;

/** Every job column but the search data, which no caller needs back. */
const { searchVector: _searchVector, ...jobColumns } = getTableColumns(jobs);

function selectJobRows(db: Db, regionId: string, ids: string[]) {
  return db
    .select({
      ...jobColumns,
      organizationName: organizations.name,
      organizationSlug: organizations.slug,
      organizationInfo: organizations.info,
      // In the same statement (an index probe per job): a job page or a page of hits stays one round trip.
      places: sql<JobPlace[] | string | null>`(select json_agg(json_build_object('label', ${jobLocations.label},
        'lat', ${jobLocations.lat}, 'lon', ${jobLocations.lon}, 'address', ${jobLocations.address}) order by ${jobLocations.position})
        from ${jobLocations} where ${jobLocations.jobId} = ${jobs.id})`,
    })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(and(eq(jobs.regionId, regionId), inArray(jobs.id, ids)));
}

type JobRow = Awaited<ReturnType<typeof selectJobRows>>[number];
type FileRow = typeof files.$inferSelect;
/** The terms and files of all rows, read once for the whole list. */
type Lookups = {
  refs(tids: number[]): JobTerm[];
  image(id: string | null | undefined, fallbackAlt: string): JobImage | null;
  fileOf: Map<string, FileRow>;
};

/**
 * Jobs of one region as pages show them, in the order of `ids` (unknown ids and other regions' jobs
 * are left out). Labels, files and organizations (with the work places) come in one query each, however many jobs: no N+1.
 * Callers decide visibility (search: only available jobs; getJob: the docs/product.md §6 rules).
 */
export async function loadJobsByIds(
  db: Db,
  regionId: string,
  ids: readonly string[],
  locale: string,
  now = new Date(),
): Promise<JobView[]> {
  const unique = [...new Set(ids)].filter(isUuid);
  if (unique.length === 0) return [];
  const rows = await selectJobRows(db, regionId, unique);
  if (rows.length === 0) return [];

  const tids = [
    ...new Set(
      rows.flatMap((r) => [
        ...r.remoteOptions,
        ...r.employmentTypes,
        ...r.occupationalFields,
        ...r.fieldsOfStudy,
        ...r.degreeLevels,
        ...r.languages,
        ...r.skills,
      ]),
    ),
  ];
  const fileIds = [
    ...new Set(
      rows.flatMap((r) => [r.fileId, r.logoFileId, r.organizationInfo.logoFileId]).filter((id): id is string => !!id),
    ),
  ];
  const [termOf, fileRows] = await Promise.all([
    termsByTid(db, tids),
    fileIds.length ? db.select().from(files).where(inArray(files.id, fileIds)) : [],
  ]);
  const fileOf = new Map(fileRows.map((f) => [f.id, f]));
  const lookups: Lookups = {
    refs: (list) =>
      list
        .flatMap((tid) => {
          const term = termOf.get(tid);
          return term ? [term] : [];
        })
        .sort((a, b) => a.weight - b.weight)
        .map(({ tid, label, aliases }) => ({ tid, label, pathAlias: termPathAlias(aliases, locale) })),
    image: (id, fallbackAlt) => {
      const file = id ? fileOf.get(id) : undefined;
      return file ? { url: fileUrl(file.id), alt: file.alt ?? fallbackAlt, title: file.title } : null;
    },
    fileOf,
  };
  const byId = new Map(rows.map((r) => [r.id, toJobView(r, lookups, now)]));
  return unique.flatMap((id) => {
    const job = byId.get(id);
    return job ? [job] : [];
  });
}

/** One row as pages show it, with its terms and files from `lookups`. */
function toJobView(r: JobRow, { refs, image, fileOf }: Lookups, now: Date) {
  const description = once(() => sanitizeRichText(r.description, r.descriptionFormat));
  const teaser = once(() =>
    plainTextExcerpt(r.descriptionFormat === 'plain' ? sanitizeRichText(r.description, 'plain') : r.description),
  );
  return {
    id: r.id,
    url: `/job/${r.id}`,
    type: r.type,
    state: r.state,
    available: isJobAvailable(r, now),
    title: r.title,
    // Sanitizing is the costly part of a job (about 1 ms each): done only when the query asks for the field.
    get description() {
      return description();
    },
    descriptionFormat: r.descriptionFormat,
    get teaser() {
      return teaser();
    },
    linkUrl: r.linkUrl,
    file: (() => {
      const f = r.fileId ? fileOf.get(r.fileId) : undefined;
      return f
        ? {
            id: f.id,
            name: f.originalName,
            mimeType: f.mimeType,
            size: f.sizeBytes,
            sha256: f.sha256,
            url: fileUrl(f.id),
          }
        : null;
    })(),
    videoUrl: r.videoUrl,
    organization: {
      id: r.organizationId,
      name: r.organizationName,
      slug: r.organizationSlug,
      url: `/organization/${r.organizationSlug}`,
      logo: image(r.organizationInfo.logoFileId, r.organizationName),
    },
    organizationAssignment: r.organizationAssignment,
    logo: image(r.logoFileId, r.organizationAssignment ?? r.organizationName),
    address: r.address ? { ...r.address } : null,
    locationLabel: r.locationLabel,
    lat: r.lat,
    lon: r.lon,
    locations: placesOf(r),
    // Set by the search for hits near a place.
    distanceKm: null as number | null,
    remoteOptions: refs(r.remoteOptions),
    employmentTypes: refs(r.employmentTypes),
    occupationalFields: refs(r.occupationalFields),
    fieldsOfStudy: refs(r.fieldsOfStudy),
    degreeLevels: refs(r.degreeLevels),
    yearsOfExperience: r.yearsOfExperience,
    salaryRange: r.salaryRange,
    salary:
      r.salaryMin != null || r.salaryMax != null
        ? { min: r.salaryMin, max: r.salaryMax, currencyCode: r.salaryCurrency, unit: r.salaryUnit }
        : null,
    languages: refs(r.languages),
    languagesFree: r.languagesFree,
    skills: refs(r.skills),
    skillsFree: r.skillsFree,
    availabilityPeriod: r.availabilityPeriod
      ? {
          immediate: !!r.availabilityPeriod.immediate,
          start: r.availabilityPeriod.start ?? null,
          end: r.availabilityPeriod.end ?? null,
        }
      : null,
    publishedAt: r.publishedAt,
    expiresAt: r.expiresAt,
    featured: r.featured,
    applicationWorkflow: r.applicationWorkflow,
    applicationLink: r.applicationWorkflow === 'link' ? r.applicationLink : null,
    applicationRequireCv: r.applicationRequireCv,
    applicationRequireCoverLetter: r.applicationRequireCoverLetter,
    applicationRequireQualifyingQuestions: r.applicationRequireQualifyingQuestions,
    // The expected answers stay on the server: applicants must not be able to read them.
    applicationQualifyingQuestions: r.applicationQualifyingQuestions.map(({ id, question, answerType }) => ({
      id,
      question,
      answerType,
    })),
  };
}

/**
 * The job's work places, the main one first; a job whose places were never written to job_locations has
 * its one place on the row (or none).
 */
function placesOf(r: JobRow): JobPlace[] {
  const places = typeof r.places === 'string' ? (JSON.parse(r.places) as JobPlace[]) : r.places;
  if (places?.length) return places;
  if (r.lat == null || r.lon == null) return [];
  return [{ label: r.locationLabel ?? '', lat: r.lat, lon: r.lon, address: r.address ? { ...r.address } : null }];
}

/** A value computed on first use and kept. */
function once<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}
