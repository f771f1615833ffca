import { SALARY_BAND_KEYS } from './salary-bands';
import { z } from 'zod';
import { calendarDate, moment } from '../forms/calendar-date';
import { applicationWorkflow, jobType, salaryUnit } from '../db/schema';
import { postingMessages as m } from './posting-messages';

/** A field to fix, by its JobPostingInput path (locations.0.label, salary.max), with a German message. */
export type FieldError = { field: string; message: string };

const text = (max: number) =>
  z
    .string(m.text)
    .trim()
    .max(max, m.tooLong.replace('{max}', String(max)));
const url = z
  .string(m.text)
  .trim()
  .max(2000, m.tooLong.replace('{max}', '2000'))
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), m.url);
const id = z.guid(m.id);
const tids = z.array(z.number(m.tid).int(m.tid).positive(m.tid), m.tid).max(50, m.tooMany.replace('{max}', '50'));
const isoDate = calendarDate(m.date);
const email = z.string(m.email).trim().max(254).pipe(z.email(m.email));

const address = z.object({
  countryCode: z.string(m.countryCode).regex(/^[A-Z]{2}$/, m.countryCode),
  addressLine1: text(200).nullish(),
  addressLine2: text(200).nullish(),
  administrativeArea: text(100).nullish(),
  locality: text(100).nullish(),
  zip: z
    .string(m.zip)
    .trim()
    .regex(/^[0-9A-Z -]{0,10}$/i, m.zip)
    .nullish(),
});

const location = z.object({
  label: text(200).min(1, m.required),
  lat: z.number(m.coordinates).min(-90, m.coordinates).max(90, m.coordinates),
  lon: z.number(m.coordinates).min(-180, m.coordinates).max(180, m.coordinates),
  address: address.nullish(),
});

const salary = z
  .object({
    min: z.number(m.amount).min(0, m.amount).max(10_000_000, m.amount).nullish(),
    max: z.number(m.amount).min(0, m.amount).max(10_000_000, m.amount).nullish(),
    currencyCode: z
      .string(m.currency)
      .regex(/^[A-Z]{3}$/, m.currency)
      .nullish(),
    unit: z.enum(salaryUnit.enumValues, m.choice).nullish(),
  })
  .refine((s) => s.min == null || s.max == null || s.min <= s.max, { message: m.salaryOrder, path: ['max'] })
  // An amount without its period is per month: the wizard shows "pro Monat" preselected, and a job page or
  // JobPosting (baseSalary.unitText) needs the period (docs/product-decisions.md, "Salary period").
  .transform((s) => (s.unit == null && (s.min != null || s.max != null) ? { ...s, unit: 'month' as const } : s));

const availability = z
  .object({ immediate: z.boolean(m.choice).nullish(), start: isoDate.nullish(), end: isoDate.nullish() })
  .refine((p) => !p.start || !p.end || p.end > p.start, { message: m.endBeforeStart, path: ['end'] });

const question = z.object({
  id: z.string().trim().max(64).nullish(),
  question: text(500).min(1, m.required),
  answerType: z.enum(['yes_no', 'text'], m.choice),
  expected: z.enum(['yes', 'no'], m.choice).nullish(),
});

/**
 * docs/product.md §3 Job fields as the wizard sends them, each checked on its own (draft: a bad field is reported and
 * dropped).
 */
export const POSTING_FIELD_SCHEMAS = {
  organizationId: id,
  type: z.enum(jobType.enumValues, m.choice),
  title: text(200),
  description: z.string(m.text).max(100_000, m.tooLong.replace('{max}', '100000')),
  linkUrl: url,
  fileId: id,
  logoFileId: id,
  videoUrl: url,
  organizationAssignment: text(200),
  locations: z.array(location, m.invalid).max(20, m.tooMany.replace('{max}', '20')),
  remoteOptions: tids,
  employmentTypes: tids,
  occupationalFields: tids,
  fieldsOfStudy: tids,
  degreeLevels: tids,
  yearsOfExperience: z.number(m.integer).int(m.integer).min(0, m.integer).max(60, m.integer),
  salaryRange: z.enum(SALARY_BAND_KEYS, m.choice),
  salary,
  languages: tids,
  languagesFree: text(1000),
  skills: tids,
  skillsFree: text(1000),
  availabilityPeriod: availability,
  publishAt: moment(m.date),
  durationDays: z.number(m.integer).int(m.integer).min(1, m.duration).max(365, m.duration),
  applicationWorkflow: z.enum(applicationWorkflow.enumValues, m.choice),
  applicationEmails: z.array(email, m.email).max(10, m.tooMany.replace('{max}', '10')),
  applicationLink: url,
  applicationRequireCv: z.boolean(m.choice),
  applicationRequireCoverLetter: z.boolean(m.choice),
  applicationRequireQualifyingQuestions: z.boolean(m.choice),
  applicationQualifyingQuestions: z.array(question, m.invalid).max(20, m.tooMany.replace('{max}', '20')),
} as const;

type Schemas = typeof POSTING_FIELD_SCHEMAS;
/** The checked fields; absent: not sent (kept as saved), null: cleared. */
export type PostingPatch = { -readonly [K in keyof Schemas]?: z.output<Schemas[K]> | null };
export type PostingFieldName = keyof Schemas;
export const POSTING_FIELD_NAMES = Object.keys(POSTING_FIELD_SCHEMAS) as PostingFieldName[];

/**
 * Reads the wizard's input leniently (a draft may be partial): every field is checked on its own, a bad one
 * is reported by its path and left out, the others are kept. Unknown keys are ignored (GraphQL has none).
 */
export function parsePostingPatch(input: Record<string, unknown>): { patch: PostingPatch; errors: FieldError[] } {
  const patch: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const name of POSTING_FIELD_NAMES) {
    if (!(name in input) || input[name] === undefined) continue;
    const value = input[name];
    if (value === null) {
      patch[name] = null;
      continue;
    }
    const result = POSTING_FIELD_SCHEMAS[name].safeParse(value);
    if (result.success) patch[name] = result.data;
    else {
      for (const issue of result.error.issues)
        errors.push({ field: [name, ...issue.path.map(String)].join('.'), message: issue.message });
    }
  }
  return { patch: patch as PostingPatch, errors: dedupe(errors) };
}

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(e.field) && seen.add(e.field));
}
