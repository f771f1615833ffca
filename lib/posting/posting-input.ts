import type { JobPostingFieldValuesFragment, JobPostingInput, JobType } from '@/lib/graphql/generated/operations';

/** A FieldError of the contract (saveJobPosting, submitJobPosting, JobPosting.missing). */
export type FieldError = { field: string; message: string };

type Fields = JobPostingFieldValuesFragment;

/**
 * The saved fields as the wizard sends them back (saveJobPosting's input). Every value is copied by name:
 * results carry __typename and file objects, which the input type does not take.
 */
export function inputOfFields(fields: Fields): JobPostingInput {
  return {
    organizationId: fields.organizationId,
    type: fields.type,
    title: fields.title,
    description: fields.description,
    linkUrl: fields.linkUrl,
    fileId: fields.file?.id ?? null,
    logoFileId: fields.logo?.id ?? null,
    videoUrl: fields.videoUrl,
    organizationAssignment: fields.organizationAssignment,
    locations: fields.locations.map((l) => ({
      label: l.label,
      lat: l.lat,
      lon: l.lon,
      address: l.address && {
        countryCode: l.address.countryCode,
        addressLine1: l.address.addressLine1,
        addressLine2: l.address.addressLine2,
        administrativeArea: l.address.administrativeArea,
        locality: l.address.locality,
        zip: l.address.zip,
      },
    })),
    remoteOptions: fields.remoteOptions,
    employmentTypes: fields.employmentTypes,
    occupationalFields: fields.occupationalFields,
    fieldsOfStudy: fields.fieldsOfStudy,
    degreeLevels: fields.degreeLevels,
    yearsOfExperience: fields.yearsOfExperience,
    salaryRange: fields.salaryRange,
    salary: fields.salary && {
      min: fields.salary.min,
      max: fields.salary.max,
      currencyCode: fields.salary.currencyCode,
      unit: fields.salary.unit,
    },
    languages: fields.languages,
    languagesFree: fields.languagesFree,
    skills: fields.skills,
    skillsFree: fields.skillsFree,
    availabilityPeriod: fields.availabilityPeriod && {
      immediate: fields.availabilityPeriod.immediate,
      start: fields.availabilityPeriod.start,
      end: fields.availabilityPeriod.end,
    },
    publishAt: fields.publishAt,
    durationDays: fields.durationDays,
    applicationWorkflow: fields.applicationWorkflow,
    applicationEmails: fields.applicationEmails,
    applicationLink: fields.applicationLink,
    applicationRequireCv: fields.applicationRequireCv,
    applicationRequireCoverLetter: fields.applicationRequireCoverLetter,
    applicationRequireQualifyingQuestions: fields.applicationRequireQualifyingQuestions,
    applicationQualifyingQuestions: fields.applicationQualifyingQuestions.map((q) => ({
      id: q.id,
      question: q.question,
      answerType: q.answerType,
      expected: q.expected,
    })),
  };
}

/** What a new posting starts with: its type, and its organization when the caller posts for exactly one. */
export function newPostingInput(type: JobType, organizationId: string | null): JobPostingInput {
  return { type, organizationId };
}

/** Field errors by their input path; the first message of a field wins (the server sends the most basic first). */
export function errorsByField(errors: readonly FieldError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { field, message } of errors) byField[field] ??= message;
  return byField;
}

/** The error of a field or of anything below it (`locations` also shows `locations.0.label`). */
export function errorOf(errors: Record<string, string>, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const below = Object.keys(errors).find((key) => key.startsWith(`${field}.`));
  return below && errors[below];
}

/** Adds or removes a term id from a list of tids. */
export function toggleTerm(list: readonly number[] | null | undefined, tid: number, on: boolean): number[] {
  const rest = (list ?? []).filter((t) => t !== tid);
  return on ? [...rest, tid] : rest;
}
