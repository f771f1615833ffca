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
import { germanCalendar, valueOf } from './export-values';

const form = messages.resume.form;

/** A month-precise period: `{ from, until, current }` in the JSON, "03/2019 – heute" to read. */
const period: Present = (value) => {
  const p = (value ?? {}) as TimePeriod;
  if (!p.start && !p.end) return [];
  const end = p.current ? messages.resume.today : p.end ? germanCalendar(p.end) : '…';
  const json = { from: p.start ?? null, until: p.end ?? null, current: p.current ?? false };
  return valueOf('period', json, `${p.start ? germanCalendar(p.start) : '…'} – ${end}`);
};

/** The desired place by its name, with the radius around it. */
const desiredLocation: Present = (value, ctx, row) => [
  ...place('desiredLocation')(value, ctx, row),
  ...count('radiusKm', 'km')(value && typeof value === 'object' ? (value as Row).radiusKm : null, ctx, row),
];

/**
 * Languages by name with the level chosen for each: `[{ language, level }]` in the JSON (the level as its
 * code), "Deutsch, Englisch (B2 – gut)" to read; then the free text and the notes.
 */
const languages: Present = (value, ctx, row) => {
  const group = (value ?? { tids: [] }) as ResumeTermGroup;
  const known = (group.tids ?? []).flatMap((tid) => {
    const language = ctx.term(tid);
    const level = group.levels?.find((l) => l.tid === tid)?.level ?? null;
    return language ? [{ language, level }] : [];
  });
  const said = known.map(({ language, level }) => (level ? `${language} (${form.levels[level]})` : language));
  const fields = [
    ...(known.length ? valueOf('languageList', known, said.join(', ')) : []),
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
  show_current_employer: flag('showCurrentEmployer'),
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
    // Never stored: only the recruiters' view of a resume sets it.
    companyHidden: internal,
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
