import { randomUUID } from 'node:crypto';
import type {
  ResumeEducation,
  ResumeJobPreferences,
  ResumePersonalInfo,
  ResumeTermGroup,
  ResumeWorkExperience,
} from '../db/schema';
import type { FieldError, SectionInput } from './resume-input';
import { placeOf, type TermReference } from './section-references';
import { resumeMessages as m } from './resume-input';

/** What one section stores, the terms it refers to, and the problems found while shaping it. */
export type Shaped<T> = { value: T; terms: TermReference[]; errors: FieldError[] };

const term = (field: string, tid: number | undefined, vocabulary: TermReference['vocabulary']): TermReference[] =>
  tid === undefined ? [] : [{ field, tid, vocabulary }];
const terms = (field: string, tids: number[], vocabulary: TermReference['vocabulary']) =>
  tids.flatMap((tid, i) => term(`${field}.${i}`, tid, vocabulary));

/** A typed place as a stored point, or a problem at its field. */
function place(field: string, typed: string | undefined, errors: FieldError[]) {
  if (typed === undefined) return undefined;
  const found = placeOf(typed);
  if (!found) errors.push({ field, message: m.place });
  return found ?? undefined;
}

export function personalInfoValue(input: SectionInput<'personalInfo'>): Shaped<ResumePersonalInfo> {
  const errors: FieldError[] = [];
  const { homeLocation, ...rest } = input;
  return { value: { ...rest, homeLocation: place('homeLocation', homeLocation, errors) }, terms: [], errors };
}

export function jobPreferencesValue(input: SectionInput<'jobPreferences'>): Shaped<ResumeJobPreferences> {
  const errors: FieldError[] = [];
  const { desiredLocation, radiusKm, desiredSalary, ...rest } = input;
  const location = place('desiredLocation', desiredLocation, errors);
  return {
    value: {
      ...rest,
      desiredLocation: location && { ...location, radiusKm },
      desiredSalary: desiredSalary && { ...desiredSalary, currencyCode: 'EUR' },
    },
    terms: [
      ...terms('desiredOccupation', input.desiredOccupation, 'occupational_field'),
      ...terms('employmentType', input.employmentType, 'employment_type'),
      ...term('careerStatus', input.careerStatus, 'career_status'),
    ],
    errors,
  };
}

/** List entries keep their ids (new ones get one), in the order sent: the order is the owner's. */
export function educationValue({ entries }: SectionInput<'education'>): Shaped<ResumeEducation[]> {
  return {
    value: entries.map((e) => ({ ...e, id: e.id ?? randomUUID() })),
    terms: entries.flatMap((e, i) => [
      ...term(`entries.${i}.degreeLevel`, e.degreeLevel, 'degree_level'),
      ...term(`entries.${i}.fieldOfStudy`, e.fieldOfStudy, 'field_of_study'),
    ]),
    errors: [],
  };
}

export function workExperienceValue({ entries }: SectionInput<'workExperience'>): Shaped<ResumeWorkExperience[]> {
  return {
    value: entries.map((e) => ({ ...e, id: e.id ?? randomUUID() })),
    terms: entries.flatMap((e, i) => [
      ...term(`entries.${i}.occupationalField`, e.occupationalField, 'occupational_field'),
      ...term(`entries.${i}.employmentType`, e.employmentType, 'employment_type'),
    ]),
    errors: [],
  };
}

export function languagesValue(input: SectionInput<'languages'>): Shaped<ResumeTermGroup> {
  const tids = [...new Set(input.tids)];
  // A level only for a language that is chosen.
  const levels = input.levels.filter((l) => tids.includes(l.tid));
  return { value: { ...input, tids, levels }, terms: terms('tids', tids, 'language'), errors: [] };
}

export function skillsValue(input: SectionInput<'skills'>): Shaped<ResumeTermGroup> {
  const tids = [...new Set(input.tids)];
  return { value: { ...input, tids }, terms: terms('tids', tids, 'skill'), errors: [] };
}
