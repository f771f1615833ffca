import type { ProposeResumeFromCvMutation } from '@/lib/graphql/generated/operations';

/** A CV's proposal as the wizard receives it (proposeResumeFromCv). */
export type CvProposal = ProposeResumeFromCvMutation['proposeResumeFromCv'];

type Term = { tid: number; label: string };

/** One work or education entry as the review form shows it: text fields, months as MM/JJJJ. */
export type EntryValues = {
  id: string;
  include: boolean;
  /** Job title, or the degree / study programme. */
  title: string;
  /** Employer, or school / university / training company. */
  organization: string;
  location: string;
  start: string;
  end: string;
  current: boolean;
  summary: string;
  /** Education only: the taxonomy terms the proposal found (kept, shown as text). */
  degreeLevel?: Term;
  fieldOfStudy?: Term;
};

export type ReviewValues = {
  personal: {
    salutation: '' | 'mr' | 'ms';
    firstName: string;
    lastName: string;
    phone: string;
    /** TT.MM.JJJJ */
    birthday: string;
    homeLocationText: string;
    /** Shown for checking only; never saved (the account's address counts). */
    email: string;
  };
  work: EntryValues[];
  education: EntryValues[];
  languages: Array<Term & { level: string; include: boolean }>;
  languagesFree: string;
  skills: Array<Term & { include: boolean }>;
  skillsFree: string;
};

/** Bounds of what the form takes back: more entries than a CV has, never unbounded. */
export const MAX_ENTRIES = 30;
export const MAX_TERMS = 60;

/** "2019-03" → "03/2019". */
export const monthText = (ym: string | null | undefined) => (ym ? `${ym.slice(5, 7)}/${ym.slice(0, 4)}` : '');
/** "1990-03-12" → "12.03.1990". */
export const dateText = (iso: string | null | undefined) =>
  iso ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` : '';

type ProposedEntry = {
  id: string;
  location: string | null;
  summary: string | null;
  period: { start: string | null; end: string | null; current: boolean };
};

const entry = (e: ProposedEntry, title: string, organization: string): EntryValues => ({
  id: e.id,
  include: true,
  title,
  organization,
  location: e.location ?? '',
  start: monthText(e.period.start),
  end: monthText(e.period.end),
  current: e.period.current,
  summary: e.summary ?? '',
});

/** The review form's first values: everything the CV proposed, every entry and term ticked. */
export function valuesFromProposal(proposal: CvProposal): ReviewValues {
  const p = proposal.personalInfo;
  return {
    personal: {
      salutation: p.salutation === 'mr' || p.salutation === 'ms' ? p.salutation : '',
      firstName: p.firstName ?? '',
      lastName: p.lastName ?? '',
      phone: p.phone ?? '',
      birthday: dateText(p.birthday),
      homeLocationText: p.homeLocationText ?? '',
      email: p.email ?? '',
    },
    work: proposal.workExperience.map((w) => entry(w, w.jobTitle, w.companyName ?? '')),
    education: proposal.education.map((e) => ({
      ...entry(e, e.studyProgram ?? '', e.institution),
      degreeLevel: e.degreeLevel ?? undefined,
      fieldOfStudy: e.fieldOfStudy ?? undefined,
    })),
    languages: proposal.languageLevels.flatMap((l) =>
      l.term ? [{ tid: l.term.tid, label: l.term.label, level: l.level ?? '', include: true }] : [],
    ),
    // Languages without a term keep their level in the free text ("Portugiesisch (A1)").
    languagesFree: proposal.languageLevels
      .filter((l) => !l.term)
      .map((l) => (l.level ? `${l.name} (${l.level})` : l.name))
      .join(', '),
    skills: proposal.skills.terms.map((t) => ({ tid: t.tid, label: t.label, include: true })),
    skillsFree: proposal.skills.free ?? '',
  };
}

const text = (form: FormData, name: string, max = 2000) => String(form.get(name) ?? '').slice(0, max);
const count = (form: FormData, name: string, max: number) =>
  Math.min(max, Math.max(0, Number.parseInt(text(form, `${name}.count`, 4), 10) || 0));
const term = (form: FormData, name: string): Term | undefined => {
  const tid = Number.parseInt(text(form, `${name}.tid`, 12), 10);
  return Number.isInteger(tid) && tid > 0 ? { tid, label: text(form, `${name}.label`, 200) } : undefined;
};

function readEntries(form: FormData, list: 'work' | 'education'): EntryValues[] {
  return Array.from({ length: count(form, list, MAX_ENTRIES) }, (_, i) => {
    const at = `${list}.${i}`;
    const values: EntryValues = {
      id: text(form, `${at}.id`, 100),
      include: form.get(`${at}.include`) === 'on',
      title: text(form, `${at}.title`, 500),
      organization: text(form, `${at}.organization`, 500),
      location: text(form, `${at}.location`, 500),
      start: text(form, `${at}.start`, 20),
      end: text(form, `${at}.end`, 20),
      current: form.get(`${at}.current`) === 'on',
      summary: text(form, `${at}.summary`, 5000),
    };
    if (list === 'education') {
      values.degreeLevel = term(form, `${at}.degreeLevel`);
      values.fieldOfStudy = term(form, `${at}.fieldOfStudy`);
    }
    return values;
  });
}

/** What the review form posted, every field as typed (bounded), so an answer with errors loses nothing. */
export function readReviewForm(form: FormData): ReviewValues {
  const salutation = text(form, 'personal.salutation', 10);
  return {
    personal: {
      salutation: salutation === 'mr' || salutation === 'ms' ? salutation : '',
      firstName: text(form, 'personal.firstName', 500),
      lastName: text(form, 'personal.lastName', 500),
      phone: text(form, 'personal.phone', 100),
      birthday: text(form, 'personal.birthday', 20),
      homeLocationText: text(form, 'personal.homeLocationText', 500),
      email: text(form, 'personal.email', 500),
    },
    work: readEntries(form, 'work'),
    education: readEntries(form, 'education'),
    languages: Array.from({ length: count(form, 'languages', MAX_TERMS) }, (_, i) => ({
      ...(term(form, `languages.${i}`) ?? { tid: 0, label: '' }),
      level: text(form, `languages.${i}.level`, 100),
      include: form.get(`languages.${i}.include`) === 'on',
    })).filter((l) => l.tid > 0),
    languagesFree: text(form, 'languagesFree', 1000),
    skills: Array.from({ length: count(form, 'skills', MAX_TERMS) }, (_, i) => ({
      ...(term(form, `skills.${i}`) ?? { tid: 0, label: '' }),
      include: form.get(`skills.${i}.include`) === 'on',
    })).filter((s) => s.tid > 0),
    skillsFree: text(form, 'skillsFree', 2000),
  };
}
