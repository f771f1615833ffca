import type { ResumeSectionInput } from '@/lib/graphql/generated/operations';
import type { ResumeView } from '@/lib/data/resume';
import type { SectionKey } from './sections';
import { parseGermanNumber } from '../forms/german-number';

/**
 * A section's form as the browser sends it and shows it again: field name → typed text (lists of choices as
 * arrays). Names are the section's field paths (firstName, 2.period.start), so the API's problems land next
 * to their fields.
 */
export type FormValues = Record<string, string | string[]>;

export const ENTRY_FIELDS = {
  education: ['id', 'institution', 'degreeLevel', 'fieldOfStudy', 'studyProgram', 'location', 'summary'],
  workExperience: ['id', 'jobTitle', 'occupationalField', 'employmentType', 'companyName', 'location', 'summary'],
} as const;
const PERIOD_FIELDS = ['period.start', 'period.end', 'period.current'] as const;
export type ListSection = keyof typeof ENTRY_FIELDS;
export const isListSection = (section: SectionKey): section is ListSection => section in ENTRY_FIELDS;

const SINGLE: Record<Exclude<SectionKey, ListSection>, { text: string[]; lists: string[] }> = {
  personalInfo: {
    text: ['salutation', 'firstName', 'lastName', 'phone', 'birthday', 'homeLocation', 'about'],
    lists: [],
  },
  jobPreferences: {
    text: ['title', 'desiredLocation', 'radiusKm', 'salaryAmount', 'salaryUnit', 'careerStatus', 'availableStart'],
    lists: ['desiredOccupation', 'employmentType', 'availabilityPeriods'],
  },
  languages: { text: ['free', 'notes'], lists: ['tids'] },
  skills: { text: ['free', 'notes'], lists: ['tids'] },
};

const str = (form: FormData, name: string) => String(form.get(name) ?? '').slice(0, 5000);
const strs = (form: FormData, name: string) => form.getAll(name).map(String).slice(0, 60);

/** How many entries a list form sent (the highest index of `<i>.id` fields, plus one). */
function entryCount(form: FormData): number {
  const indexes = [...form.keys()].map((k) => /^(\d{1,2})\./.exec(k)?.[1]).filter(Boolean);
  return indexes.length ? Math.max(...indexes.map(Number)) + 1 : 0;
}

/** The form's values as typed (nothing dropped, so a refused save shows them again). */
export function readForm(section: SectionKey, form: FormData): FormValues {
  if (isListSection(section)) {
    const values: FormValues = {};
    for (let i = 0; i < entryCount(form); i++)
      for (const field of [...ENTRY_FIELDS[section], ...PERIOD_FIELDS])
        values[`${i}.${field}`] = str(form, `${i}.${field}`);
    return values;
  }
  const { text, lists } = SINGLE[section];
  const values: FormValues = Object.fromEntries(text.map((name) => [name, str(form, name)]));
  for (const name of lists) values[name] = strs(form, name);
  if (section === 'languages')
    for (const tid of values.tids) values[`level.${tid}`] = str(form, `level.${String(tid)}`);
  return values;
}

const text = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};
const list = (values: FormValues, name: string) => (Array.isArray(values[name]) ? (values[name] as string[]) : []);
/** A number as typed ("3.800" is 3800); a text that is no number goes on as -1, which the API refuses. */
function num(value: string | null): number | null {
  if (value === null) return null;
  return parseGermanNumber(value) ?? -1;
}
const nums = (values: string[]) => values.map(Number).filter(Number.isFinite);
/** "03/2019" and "3.2019" as typed in Germany become the API's "2019-03". */
export function monthOf(typed: string | null): string | null {
  const match = typed && /^(\d{1,2})[/.](\d{4})$/.exec(typed);
  return match ? `${match[2]}-${match[1].padStart(2, '0')}` : typed;
}

function entryInput(values: FormValues, i: number, fields: readonly string[]) {
  const entry: Record<string, unknown> = {};
  for (const field of fields) {
    const value = text(values, `${i}.${field}`);
    const numeric = ['degreeLevel', 'fieldOfStudy', 'occupationalField', 'employmentType'].includes(field);
    entry[field] = numeric ? num(value) : value;
  }
  const current = values[`${i}.period.current`] === 'on';
  entry.period = {
    start: monthOf(text(values, `${i}.period.start`)),
    end: current ? null : monthOf(text(values, `${i}.period.end`)),
    current,
  };
  return entry;
}

/** An entry nobody typed into (the form's empty "add" block) is not saved. */
function isBlank(values: FormValues, i: number, fields: readonly string[]) {
  return [...fields.filter((f) => f !== 'id'), 'period.start', 'period.end'].every((f) => !text(values, `${i}.${f}`));
}

/** A list's values without the entries nobody typed into, so the API's entry numbers match the form's. */
export function withoutBlankEntries(section: SectionKey, values: FormValues): FormValues {
  if (!isListSection(section)) return values;
  const count = Math.max(-1, ...Object.keys(values).map((k) => Number(k.split('.')[0]))) + 1;
  const kept = Array.from({ length: count }, (_, i) => i).filter((i) => !isBlank(values, i, ENTRY_FIELDS[section]));
  return Object.fromEntries(
    kept.flatMap((from, to) =>
      Object.entries(values)
        .filter(([k]) => k.startsWith(`${from}.`))
        .map(([k, v]) => [`${to}${k.slice(String(from).length)}`, v]),
    ),
  );
}

/** The API input for a section from the typed values (blank entries already left out). */
export function sectionInput(section: SectionKey, values: FormValues): ResumeSectionInput {
  if (isListSection(section)) {
    const count = Math.max(-1, ...Object.keys(values).map((k) => Number(k.split('.')[0]))) + 1;
    const entries = Array.from({ length: count }, (_, i) => entryInput(values, i, ENTRY_FIELDS[section]));
    return { [section]: entries } as ResumeSectionInput;
  }
  const t = (name: string) => text(values, name);
  switch (section) {
    case 'personalInfo':
      return { personalInfo: Object.fromEntries(SINGLE.personalInfo.text.map((n) => [n, t(n)])) };
    case 'jobPreferences': {
      const amount = num(t('salaryAmount'));
      return {
        jobPreferences: {
          title: t('title'),
          desiredOccupation: nums(list(values, 'desiredOccupation')),
          employmentType: nums(list(values, 'employmentType')),
          desiredLocation: t('desiredLocation'),
          radiusKm: num(t('radiusKm')),
          desiredSalary: amount === null ? null : { amount, unit: t('salaryUnit') ?? 'month' },
          careerStatus: num(t('careerStatus')),
          availableStart: t('availableStart'),
          availabilityPeriods: list(values, 'availabilityPeriods'),
        },
      };
    }
    default: {
      const tids = nums(list(values, 'tids'));
      const levels = tids.flatMap((tid) => (t(`level.${tid}`) ? [{ tid, level: t(`level.${tid}`)! }] : []));
      return { [section]: { tids, free: t('free'), notes: t('notes'), ...(section === 'languages' && { levels }) } };
    }
  }
}

/** The API's "2019-03" as Germans write it, "03/2019" (monthOf reads it back). */
const month = (iso: string | null) => (iso ? `${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');

/** The form's first values: what the resume has stored (places by their label). */
export function valuesFromResume(section: SectionKey, resume: ResumeView | null): FormValues {
  if (isListSection(section)) {
    const entries = (resume?.[section] ?? []) as Array<Record<string, unknown> & ResumeView['education'][number]>;
    const values: FormValues = {};
    entries.forEach((entry, i) => {
      for (const field of ENTRY_FIELDS[section])
        values[`${i}.${field}`] = entry[field] == null ? '' : String(entry[field]);
      values[`${i}.period.start`] = month(entry.period.start);
      values[`${i}.period.end`] = month(entry.period.end);
      values[`${i}.period.current`] = entry.period.current ? 'on' : '';
    });
    return values;
  }
  const s = (v: unknown) => (v == null ? '' : String(v));
  if (section === 'personalInfo') {
    const p = resume?.personalInfo;
    return {
      salutation: s(p?.salutation),
      firstName: s(p?.firstName),
      lastName: s(p?.lastName),
      phone: s(p?.phone),
      birthday: s(p?.birthday),
      homeLocation: s(p?.homeLocation?.label),
      about: s(p?.about),
    };
  }
  if (section === 'jobPreferences') {
    const j = resume?.jobPreferences;
    return {
      title: s(j?.title),
      desiredOccupation: (j?.desiredOccupation ?? []).map(String),
      employmentType: (j?.employmentType ?? []).map(String),
      desiredLocation: s(j?.desiredLocation?.label),
      radiusKm: s(j?.radiusKm),
      salaryAmount: s(j?.desiredSalary?.amount),
      salaryUnit: j?.desiredSalary?.unit ?? 'month',
      careerStatus: s(j?.careerStatus),
      availableStart: s(j?.availableStart),
      availabilityPeriods: j?.availabilityPeriods ?? [],
    };
  }
  const group = resume?.[section];
  const values: FormValues = { tids: (group?.tids ?? []).map(String), free: s(group?.free), notes: s(group?.notes) };
  if (section === 'languages') for (const l of resume?.languages.levels ?? []) values[`level.${l.tid}`] = l.level;
  return values;
}
