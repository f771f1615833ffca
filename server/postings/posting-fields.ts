import { bandSalary } from './salary-bands';
import { randomUUID } from 'node:crypto';
import type { Address } from '../db/schema/columns';
import type { AvailabilityPeriod, JobType, QualifyingQuestion, jobs } from '../db/schema';
import { type RichTextFormat, sanitizeRichText } from '../richtext/sanitize-rich-text';
import { jobOccupationCodes } from '../search/occupations/classify-job';
import type { PostingPatch } from './posting-input';

export type PostingLocation = { label: string; lat: number; lon: number; address: Address | null };
export type PostingSalary = {
  min: number | null;
  max: number | null;
  currencyCode: string;
  unit: 'hour' | 'day' | 'week' | 'month' | 'year' | null;
};

/** Every field of a posting as entered, complete with defaults: a draft job row, or a live job's revision. */
export type PostingFields = {
  organizationId: string | null;
  type: JobType;
  title: string;
  description: string;
  descriptionFormat: RichTextFormat;
  linkUrl: string | null;
  fileId: string | null;
  logoFileId: string | null;
  videoUrl: string | null;
  organizationAssignment: string | null;
  locations: PostingLocation[];
  remoteOptions: number[];
  employmentTypes: number[];
  occupationalFields: number[];
  fieldsOfStudy: number[];
  degreeLevels: number[];
  yearsOfExperience: number | null;
  salaryRange: string | null;
  salary: PostingSalary | null;
  languages: number[];
  languagesFree: string | null;
  skills: number[];
  skillsFree: string | null;
  availabilityPeriod: AvailabilityPeriod | null;
  publishAt: Date | null;
  durationDays: number | null;
  applicationWorkflow: 'internal' | 'email' | 'link';
  applicationEmails: string[];
  applicationLink: string | null;
  applicationRequireCv: boolean;
  applicationRequireCoverLetter: boolean;
  applicationRequireQualifyingQuestions: boolean;
  applicationQualifyingQuestions: QualifyingQuestion[];
};

export const EMPTY_FIELDS: PostingFields = {
  organizationId: null,
  type: 'job_per_template',
  title: '',
  description: '',
  descriptionFormat: 'filtered_html',
  linkUrl: null,
  fileId: null,
  logoFileId: null,
  videoUrl: null,
  organizationAssignment: null,
  locations: [],
  remoteOptions: [],
  employmentTypes: [],
  occupationalFields: [],
  fieldsOfStudy: [],
  degreeLevels: [],
  yearsOfExperience: null,
  salaryRange: null,
  salary: null,
  languages: [],
  languagesFree: null,
  skills: [],
  skillsFree: null,
  availabilityPeriod: null,
  publishAt: null,
  durationDays: null,
  applicationWorkflow: 'internal',
  applicationEmails: [],
  applicationLink: null,
  applicationRequireCv: false,
  applicationRequireCoverLetter: false,
  applicationRequireQualifyingQuestions: false,
  applicationQualifyingQuestions: [],
};

/** Drops null members of an object (GraphQL sends null for what was left empty). */
function compact<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== '')) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}

const emptyToNull = (value: string | null | undefined) => (value ? value : null);
/** Texts that are absent rather than empty. */
const OPTIONAL_TEXTS = [
  'linkUrl',
  'videoUrl',
  'organizationAssignment',
  'salaryRange',
  'languagesFree',
  'skillsFree',
  'applicationLink',
] as const;

/**
 * Applies the checked fields of a save to a posting: a field sent as null is cleared, one not sent kept. The
 * description goes through the docs/product.md §5 sanitizer of the author's role (filtered_html, full_html for
 * admin-like).
 */
export function applyPatch(fields: PostingFields, patch: PostingPatch, format: RichTextFormat): PostingFields {
  const next: PostingFields = { ...fields };
  const set = next as Record<string, unknown>;
  for (const [name, value] of Object.entries(patch)) set[name] = value ?? EMPTY_FIELDS[name as keyof PostingFields];
  for (const name of OPTIONAL_TEXTS) if (name in patch) set[name] = emptyToNull(next[name]);
  if ('description' in patch) {
    next.description = sanitizeRichText(patch.description ?? '', format);
    next.descriptionFormat = format;
  }
  if (patch.locations)
    next.locations = patch.locations.map((l) => ({
      label: l.label,
      lat: l.lat,
      lon: l.lon,
      address: l.address ? (compact(l.address) as Address) : null,
    }));
  if (patch.salary) {
    const s = patch.salary;
    next.salary = {
      min: s.min ?? null,
      max: s.max ?? null,
      currencyCode: s.currencyCode ?? 'EUR',
      unit: s.unit ?? null,
    };
  }
  if (patch.availabilityPeriod) next.availabilityPeriod = compact(patch.availabilityPeriod) as AvailabilityPeriod;
  if (patch.applicationQualifyingQuestions)
    next.applicationQualifyingQuestions = patch.applicationQualifyingQuestions.map((q) => ({
      id: q.id || randomUUID(),
      question: q.question,
      answerType: q.answerType,
      ...(q.expected ? { expected: q.expected } : {}),
    }));
  return next;
}

type JobRow = typeof jobs.$inferSelect;

/** A job row (and its work places) as posting fields. publishAt: a scheduled or not yet published time. */
export function fieldsOfJob(job: JobRow, locations: PostingLocation[]): PostingFields {
  // A band's salary columns are derived from it (toJobColumns): the posting names the band, not a range.
  const hasSalary = !job.salaryRange && (job.salaryMin !== null || job.salaryMax !== null || job.salaryUnit !== null);
  return {
    organizationId: job.organizationId,
    type: job.type,
    title: job.title,
    description: job.description,
    descriptionFormat: job.descriptionFormat,
    linkUrl: job.linkUrl,
    fileId: job.fileId,
    logoFileId: job.logoFileId,
    videoUrl: job.videoUrl,
    organizationAssignment: job.organizationAssignment,
    locations,
    remoteOptions: job.remoteOptions,
    employmentTypes: job.employmentTypes,
    occupationalFields: job.occupationalFields,
    fieldsOfStudy: job.fieldsOfStudy,
    degreeLevels: job.degreeLevels,
    yearsOfExperience: job.yearsOfExperience,
    salaryRange: job.salaryRange,
    salary: hasSalary
      ? { min: job.salaryMin, max: job.salaryMax, currencyCode: job.salaryCurrency, unit: job.salaryUnit }
      : null,
    languages: job.languages,
    languagesFree: job.languagesFree,
    skills: job.skills,
    skillsFree: job.skillsFree,
    availabilityPeriod: job.availabilityPeriod,
    publishAt:
      job.state === 'draft' || job.state === 'needs_review' || job.state === 'scheduled' ? job.publishedAt : null,
    durationDays: job.durationDays,
    applicationWorkflow: job.applicationWorkflow,
    applicationEmails: job.applicationEmails,
    applicationLink: job.applicationLink,
    applicationRequireCv: job.applicationRequireCv,
    applicationRequireCoverLetter: job.applicationRequireCoverLetter,
    applicationRequireQualifyingQuestions: job.applicationRequireQualifyingQuestions,
    applicationQualifyingQuestions: job.applicationQualifyingQuestions,
  };
}

/** The job columns of posting fields (the main place, position 0, mirrored on the row). */
export function jobColumnsOf(fields: PostingFields) {
  const pay = fields.salaryRange ? bandSalary(fields.salaryRange) : fields.salary;
  const main = fields.locations[0];
  return {
    organizationId: fields.organizationId ?? undefined,
    type: fields.type,
    title: fields.title,
    description: fields.description,
    descriptionFormat: fields.descriptionFormat,
    // The search finds a job by its occupations too (docs/architecture.md, "Occupation vocabulary (KldB 2010)").
    occupationCodes: jobOccupationCodes(fields.title, fields.description),
    linkUrl: fields.linkUrl,
    fileId: fields.fileId,
    logoFileId: fields.logoFileId,
    videoUrl: fields.videoUrl,
    organizationAssignment: fields.organizationAssignment,
    address: main?.address ?? null,
    locationLabel: main?.label ?? null,
    lat: main?.lat ?? null,
    lon: main?.lon ?? null,
    furtherPlaces: fields.locations.length > 1,
    remoteOptions: fields.remoteOptions,
    employmentTypes: fields.employmentTypes,
    occupationalFields: fields.occupationalFields,
    fieldsOfStudy: fields.fieldsOfStudy,
    degreeLevels: fields.degreeLevels,
    yearsOfExperience: fields.yearsOfExperience,
    salaryRange: fields.salaryRange,
    salaryMin: pay?.min ?? null,
    salaryMax: pay?.max ?? null,
    salaryCurrency: pay?.currencyCode ?? 'EUR',
    salaryUnit: pay?.unit ?? null,
    languages: fields.languages,
    languagesFree: fields.languagesFree,
    skills: fields.skills,
    skillsFree: fields.skillsFree,
    availabilityPeriod: fields.availabilityPeriod,
    durationDays: fields.durationDays,
    applicationWorkflow: fields.applicationWorkflow,
    applicationEmails: fields.applicationEmails,
    applicationLink: fields.applicationLink,
    applicationRequireCv: fields.applicationRequireCv,
    applicationRequireCoverLetter: fields.applicationRequireCoverLetter,
    applicationRequireQualifyingQuestions: fields.applicationRequireQualifyingQuestions,
    applicationQualifyingQuestions: fields.applicationQualifyingQuestions,
  };
}

/** Revision fields as stored in jsonb (dates as ISO strings) and back. */
export function revisionFieldsOf(stored: Record<string, unknown>): PostingFields {
  const fields = { ...EMPTY_FIELDS, ...stored } as PostingFields;
  return { ...fields, publishAt: stored.publishAt ? new Date(String(stored.publishAt)) : null };
}
