import messages from '../../messages/de.json';
import type {
  ResumeEducation,
  ResumeJobPreferences,
  ResumePersonalInfo,
  ResumeTermGroup,
  ResumeWorkExperience,
  TimePeriod,
} from '../db/schema';
import {
  calendar,
  code,
  codes,
  type Columns,
  count,
  file,
  flag,
  instant,
  internal,
  object,
  objects,
  place,
  type Present,
  type Row,
  site,
  term,
  terms,
  text,
} from './export-columns';
import { valueOf } from './export-values';

const form = messages.resume.form;

const period = object<TimePeriod>('period', {
  start: calendar('from'),
  end: calendar('until'),
  current: flag('current'),
});

/** The desired place by its name, with the radius around it. */
const desiredLocation: Present = (value, ctx, row) => [
  ...place('desiredLocation')(value, ctx, row),
  ...count('radiusKm', 'km')(value && typeof value === 'object' ? (value as Row).radiusKm : null, ctx, row),
];

/** Languages by name with the level chosen for each ("Englisch – B2 – gut"), then the free text and notes. */
const languages: Present = (value, ctx, row) => {
  const group = (value ?? { tids: [] }) as ResumeTermGroup;
  const records = (group.tids ?? []).flatMap((tid) => {
    const name = ctx.term(tid);
    const level = group.levels?.find((l) => l.tid === tid)?.level;
    return name ? [[...valueOf('language', name, name), ...code('level', form.levels)(level, ctx, row)]] : [];
  });
  const fields = [
    ...(records.length ? [{ key: 'languageList' as const, shown: { kind: 'records' as const, records } }] : []),
    ...text('moreLanguages')(group.free, ctx, row),
    ...text('notes')(group.notes, ctx, row),
  ];
  return fields.length ? [{ key: 'languages', shown: { kind: 'record', fields } }] : [];
};

/**
 * The resume's six sections (docs/product.md §3.5) with term names instead of ids. The *_tids, lat/lon
 * columns only mirror the sections for the search and are left out; the occupation codes are derived from
 * the desired job and named, as data about the person.
 */
export const RESUME_COLUMNS: Columns = {
  id: internal,
  user_id: internal,
  region_id: site('site'),
  visible: flag('visibleToEmployers'),
  complete: flag('complete'),
  personal_info: object<ResumePersonalInfo>('personalInfo', {
    salutation: code('salutation', form.salutations),
    photoFileId: file('photo'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    phone: text('phone'),
    birthday: calendar('birthday'),
    homeLocation: place('homeLocation'),
    about: text('about'),
  }),
  job_preferences: object<ResumeJobPreferences>('jobPreferences', {
    title: text('desiredJob'),
    desiredOccupation: terms('desiredOccupations'),
    employmentType: terms('employmentTypes'),
    desiredLocation,
    desiredSalary: object<NonNullable<ResumeJobPreferences['desiredSalary']>>('desiredSalary', {
      amount: count('amount'),
      currencyCode: text('currency'),
      unit: code('per', form.salaryUnits),
    }),
    careerStatus: term('careerStatus'),
    availableStart: calendar('availableFrom'),
    availabilityPeriods: codes('availability', form.periods),
  }),
  work_experience: objects<ResumeWorkExperience>('workExperience', {
    id: internal,
    jobTitle: text('position'),
    companyName: text('company'),
    occupationalField: term('occupationalField'),
    employmentType: term('employmentType'),
    location: text('place'),
    period,
    summary: text('description'),
  }),
  education: objects<ResumeEducation>('education', {
    id: internal,
    institution: text('institution'),
    degreeLevel: term('degree'),
    fieldOfStudy: term('fieldOfStudy'),
    studyProgram: text('studyProgram'),
    location: text('place'),
    period,
    summary: text('description'),
  }),
  languages,
  skills: object<ResumeTermGroup>('skills', {
    tids: terms('skillList'),
    free: text('moreSkills'),
    notes: text('notes'),
    levels: internal,
  }),
  career_status_tid: internal,
  occupation_tids: internal,
  language_tids: internal,
  skill_tids: internal,
  field_of_study_tids: internal,
  lat: internal,
  lon: internal,
  occupation_codes: codes('occupationCodes', {}),
  created_at: instant('createdAt'),
  updated_at: instant('updatedAt'),
};
