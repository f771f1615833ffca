import { z } from 'zod';
import { calendarDate, calendarMonth } from '../forms/calendar-date';
import { type FieldError, formFields } from '../forms/form-fields';
import messages from '../../messages/de.json';
import { AVAILABILITY_PERIODS, LANGUAGE_LEVELS, type TimePeriod } from '../db/schema';

/** The German texts of resume editing (messages/de.json resume.errors; job seekers are addressed with "du"). */
export const resumeMessages = messages.resume.errors;
const m = resumeMessages;

export type { FieldError };

const { max, many, optional, text, required } = formFields(m);
const tid = z.number(m.term).int(m.term).positive(m.term);
const tids = z.array(tid, m.term).max(30, many(30));
/** A typed place ("Traunstein", "83278"); resolved to a point when saved (save-section.ts). */
const placeText = text(120);

const month = calendarMonth(m.month);
const isoDate = calendarDate(m.date);

/** docs/product.md §3 time period, month-precise: a start, and an end or "heute" (current). */
const period = z
  .object({ start: month, end: optional(month), current: optional(z.boolean()) })
  .superRefine((p, ctx) => {
    if (p.current && p.end) ctx.addIssue({ code: 'custom', path: ['end'], message: m.periodEnd });
    if (!p.current && !p.end) ctx.addIssue({ code: 'custom', path: ['end'], message: m.periodEnd });
    if (p.end && p.end < p.start) ctx.addIssue({ code: 'custom', path: ['end'], message: m.periodOrder });
  })
  .transform((p): TimePeriod => (p.current ? { start: p.start, current: true } : { start: p.start, end: p.end }));

/**
 * docs/product.md §3 private fields "validated as such": a birthday is a real date of someone at least 14 and under
 * 100.
 */
const birthday = isoDate.refine((value) => {
  const years = (Date.now() - Date.parse(value)) / (365.25 * 86_400_000);
  return years >= 14 && years < 100;
}, m.birthday);
const phone = z
  .string(m.phone)
  .trim()
  .max(40, max(40))
  .regex(/^\+?[0-9][0-9 ()/-]{4,}$/, m.phone);

const personalInfo = z.object({
  salutation: optional(z.enum(['mr', 'ms', 'diverse', 'none'], m.salutation)),
  /** Only ever the stored photo (keptFields): the upload sets it. */
  photoFileId: optional(z.guid(m.photo)),
  firstName: required(100, m.name),
  lastName: required(100, m.name),
  phone: optional(phone),
  birthday: optional(birthday),
  homeLocation: optional(placeText),
  about: optional(text(2000)),
});

const jobPreferences = z.object({
  title: optional(text(150)),
  desiredOccupation: tids.default([]),
  employmentType: tids.default([]),
  desiredLocation: optional(placeText),
  radiusKm: optional(z.number(m.radius).int(m.radius).min(0, m.radius).max(200, m.radius)),
  desiredSalary: optional(
    z.object({
      amount: z.number(m.salary).int(m.salary).positive(m.salary).max(10_000_000, m.salary),
      unit: z.enum(['hour', 'month', 'year'], m.salary),
    }),
  ),
  careerStatus: optional(tid),
  availableStart: optional(isoDate),
  availabilityPeriods: z.array(z.enum(AVAILABILITY_PERIODS, m.period), m.period).max(10, many(10)).default([]),
});

const education = z.object({
  id: optional(z.guid(m.required)),
  institution: required(200),
  degreeLevel: optional(tid),
  fieldOfStudy: optional(tid),
  studyProgram: optional(text(200)),
  location: optional(text(120)),
  period,
  summary: optional(text(2000)),
});

const workExperience = z.object({
  id: optional(z.guid(m.required)),
  jobTitle: required(200),
  occupationalField: optional(tid),
  employmentType: optional(tid),
  companyName: optional(text(200)),
  location: optional(text(120)),
  period,
  summary: optional(text(2000)),
});

const termGroup = z.object({ tids: tids.default([]), free: optional(text(500)), notes: optional(text(1000)) });

/**
 * docs/product.md §3 resume groups as the owner sends them: places as typed text, list entries without ids for new
 * ones.
 */
export const RESUME_SECTION_SCHEMAS = {
  personalInfo,
  jobPreferences,
  education: z.object({ entries: z.array(education).max(30, many(30)) }),
  workExperience: z.object({ entries: z.array(workExperience).max(30, many(30)) }),
  languages: termGroup.extend({
    levels: z
      .array(z.object({ tid, level: z.enum(LANGUAGE_LEVELS, m.level) }))
      .max(30, many(30))
      .default([]),
  }),
  skills: termGroup,
};
export type ResumeSection = keyof typeof RESUME_SECTION_SCHEMAS;
export const RESUME_SECTIONS = Object.keys(RESUME_SECTION_SCHEMAS) as ResumeSection[];
export type SectionInput<S extends ResumeSection> = z.output<(typeof RESUME_SECTION_SCHEMAS)[S]>;

/**
 * Fields a save keeps as stored: the photo always (it has its own upload, resume-photo.ts); in the wizard
 * also what docs/product.md §3 hides there (about and phone in personal_info; job_preferences has no phone field).
 */
export function keptFields(section: ResumeSection, wizard: boolean): readonly string[] {
  if (section !== 'personalInfo') return [];
  return wizard ? ['photoFileId', 'about', 'phone'] : ['photoFileId'];
}

/** Checks one section; the problems carry their paths (entries.1.period.end) and German messages. */
export function parseSection<S extends ResumeSection>(
  section: S,
  raw: unknown,
): { ok: true; value: SectionInput<S> } | { ok: false; errors: FieldError[] } {
  const result = RESUME_SECTION_SCHEMAS[section].safeParse(raw, {
    error: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? m.required : m.text),
  });
  if (result.success) return { ok: true, value: result.data as SectionInput<S> };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message })),
  };
}
