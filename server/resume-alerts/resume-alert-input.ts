import { z } from 'zod';
import messages from '../../messages/de.json';
import { ALERT_INTERVALS, type SavedResumeSearch } from '../db/schema';
import { fieldErrorsOf } from '../forms/form-fields';
import { fill } from '../mail/template';
import { JOB_SEARCH_LIMITS, searchWords } from '../search/job-search-query';
import {
  MAX_FILTER_VALUES,
  MAX_RESUME_RADIUS_KM,
  RESUME_FACET_FIELDS,
  type ResumeFilters,
} from '../search/resume-search-query';

const m = messages.resumeAlerts.errors;

/** A label fits a list row and a mail subject. */
const LABEL_MAX = 100;
/** The resume search's words, bounded as its payload (the job search's bounds). */
const KEYS_MAX = JOB_SEARCH_LIMITS.keysLength;
const WORDS_MAX = JOB_SEARCH_LIMITS.words;

/** docs/product.md §4 alert intervals; none: kept, never mailed. */
export const RESUME_ALERT_INTERVALS = ['none', 'daily', 'weekly', 'monthly'] as const satisfies ReadonlyArray<
  keyof typeof ALERT_INTERVALS
>;
export type ResumeAlertInterval = (typeof RESUME_ALERT_INTERVALS)[number];

export const intervalSchema = z.enum(RESUME_ALERT_INTERVALS, { error: m.interval });

/** A label: trimmed, short, no markup or control characters (it goes into mail subjects); empty: the default. */
export const labelSchema = z
  .string({ error: fill(m.label, { max: LABEL_MAX }) })
  .trim()
  .max(LABEL_MAX, fill(m.label, { max: LABEL_MAX }))
  .refine((label) => !/[\u0000-\u001f\u007f<>]/.test(label), fill(m.label, { max: LABEL_MAX }));

const degrees = (max: number) =>
  z
    .number({ error: m.place })
    .min(-max, m.place)
    .max(max, m.place)
    .transform((d) => Math.round(d * 1e6) / 1e6);

const placeSchema = z.object({
  label: z.string({ error: m.place }).trim().min(1, m.place).max(100, m.place),
  lat: degrees(90),
  lon: degrees(180),
  radiusKm: z
    .number({ error: fill(m.radius, { max: MAX_RESUME_RADIUS_KM }) })
    .int(fill(m.radius, { max: MAX_RESUME_RADIUS_KM }))
    .min(1, fill(m.radius, { max: MAX_RESUME_RADIUS_KM }))
    .max(MAX_RESUME_RADIUS_KM, fill(m.radius, { max: MAX_RESUME_RADIUS_KM })),
});

/** One facet's values, bounded like the search's: tids as digits, desired places by name. */
const filterSchema = z
  .object({
    field: z.enum(RESUME_FACET_FIELDS, { error: m.filter }),
    values: z
      .array(z.string({ error: m.filter }).trim().min(1, m.filter).max(200, m.filter), { error: m.filter })
      .min(1, m.filter)
      .max(MAX_FILTER_VALUES, m.filter),
  })
  .refine((f) => f.field === 'region' || f.values.every((v) => /^\d{1,9}$/.test(v)), {
    error: m.filter,
    path: ['values'],
  });

/** The search to save: the resume search's payload without its page, the place with its name. */
export const savedResumeSearchSchema = z
  .object({
    keys: z
      .string({ error: fill(m.keys, { max: KEYS_MAX }) })
      .trim()
      .max(KEYS_MAX, fill(m.keys, { max: KEYS_MAX }))
      .refine((keys) => searchWords(keys).length <= WORDS_MAX, fill(m.words, { max: WORDS_MAX }))
      .nullish(),
    place: placeSchema.nullish(),
    filters: z
      .array(filterSchema, { error: m.filter })
      .max(RESUME_FACET_FIELDS.length, m.filter)
      .refine((fs) => new Set(fs.map((f) => f.field)).size === fs.length, m.filter)
      .nullish(),
  })
  .transform((s): SavedResumeSearch => ({
    keys: s.keys ?? '',
    place: s.place ?? null,
    filters: Object.fromEntries((s.filters ?? []).map((f) => [f.field, [...new Set(f.values)]])) as ResumeFilters,
  }));

/** What saving an alert takes: the search, an optional label, the interval. */
export const saveResumeAlertSchema = z.object({
  payload: savedResumeSearchSchema,
  label: labelSchema.nullish(),
  interval: intervalSchema,
});

export type FieldProblem = { field: string; message: string };

/** The first problem of each field (`payload.place.radiusKm` → `payload`'s own key path), German. */
export function fieldProblems(error: z.ZodError): FieldProblem[] {
  return fieldErrorsOf(error, 'payload');
}
