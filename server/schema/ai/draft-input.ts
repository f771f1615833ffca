import { z } from 'zod';
import type { DraftInput } from '../../ai/draft-fields';
import { draftMessages } from '../../ai/draft-messages';
import { calendarDate } from '../../forms/calendar-date';
import { postingMessages } from '../../postings/posting-messages';
import { idArg, optional } from '../../graphql/validation';

/** Short free texts (a place, a title); the prompt never needs more. */
const line = (max: number) => z.string().trim().max(max);
const tids = optional(z.array(z.number().int().min(1)).max(30)).transform((list) => list ?? []);
const text = (max: number) => optional(line(max));

/**
 * The fields of JobPostingInput the draft is written from, with bounds that keep the prompt small; the other
 * fields of the input are ignored here (the posting domain checks them when the posting is saved).
 */
export const draftInputSchema = z.object({
  organizationId: optional(idArg),
  title: z.string({ error: draftMessages.titleRequired }).trim().min(1, draftMessages.titleRequired).max(200),
  organizationAssignment: text(200),
  locations: optional(
    z
      .array(
        z.object({
          label: line(200).min(1),
          address: optional(z.object({ addressLine1: text(200) })),
        }),
      )
      .max(20),
  ).transform((list) =>
    (list ?? []).map((place) => ({ label: place.label, addressLine1: place.address?.addressLine1 })),
  ),
  remoteOptions: tids,
  employmentTypes: tids,
  occupationalFields: tids,
  fieldsOfStudy: tids,
  degreeLevels: tids,
  yearsOfExperience: optional(z.number().int().min(0).max(60)),
  salaryRange: text(100),
  salary: optional(
    z.object({
      min: optional(z.number().min(0).max(10_000_000)),
      max: optional(z.number().min(0).max(10_000_000)),
      currencyCode: optional(z.string().regex(/^[A-Z]{3}$/)),
      unit: optional(z.enum(['hour', 'day', 'week', 'month', 'year'])),
    }),
  ),
  languages: tids,
  languagesFree: text(500),
  skills: tids,
  skillsFree: text(2000),
  availabilityPeriod: optional(
    z.object({
      immediate: optional(z.boolean()),
      start: optional(calendarDate(postingMessages.date)),
      end: optional(calendarDate(postingMessages.date)),
    }),
  ),
  applicationWorkflow: optional(z.enum(['internal', 'email', 'link'])),
  applicationEmails: optional(z.array(z.email().max(254)).max(10)).transform((list) => list ?? []),
  applicationLink: optional(z.url({ protocol: /^https?$/ }).max(2000)),
}) satisfies z.ZodType<DraftInput & { organizationId?: string }>;

export const draftArgsSchema = z.object({
  input: draftInputSchema,
  language: optional(z.enum(['de', 'en', 'fr'])).transform((language) => language ?? 'de'),
});
