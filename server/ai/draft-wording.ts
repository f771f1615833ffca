import type { DraftFields, DraftLanguage } from './draft-fields';

/** The five sections of a job ad, in order (the prompt asks for them, the built-in draft writes them). */
export const SECTION_KEYS = ['about', 'tasks', 'profile', 'offer', 'contact'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

type Wording = {
  locale: string;
  sections: Record<SectionKey, string>;
  facts: {
    title: string;
    organization: string;
    places: string;
    remote: string;
    employment: string;
    field: string;
    study: string;
    degree: string;
    experience: string;
    languages: string;
    skills: string;
    salary: string;
    benefits: string;
    start: string;
    application: string;
  };
  experience: (years: number) => string;
  immediately: string;
  from: string;
  until: string;
  per: Record<'hour' | 'day' | 'week' | 'month' | 'year', string>;
  applyInternal: string;
  applyEmail: string;
  applyLink: string;
};

/** docs/product.md §9 draft languages: German, English, French. */
export const WORDING: Record<DraftLanguage, Wording> = {
  de: {
    locale: 'de-DE',
    sections: {
      about: 'Über uns',
      tasks: 'Ihre Aufgaben',
      profile: 'Ihr Profil',
      offer: 'Wir bieten',
      contact: 'Kontakt',
    },
    facts: {
      title: 'Stellentitel',
      organization: 'Arbeitgeber',
      places: 'Arbeitsort',
      remote: 'Homeoffice',
      employment: 'Anstellungsart',
      field: 'Berufsfeld',
      study: 'Studienrichtung',
      degree: 'Abschluss',
      experience: 'Berufserfahrung',
      languages: 'Sprachen',
      skills: 'Kenntnisse',
      salary: 'Gehalt',
      benefits: 'Leistungen des Arbeitgebers',
      start: 'Beginn',
      application: 'Bewerbung',
    },
    experience: (years) => (years > 0 ? `mindestens ${years} Jahre` : 'Berufseinsteiger willkommen'),
    immediately: 'ab sofort',
    from: 'ab',
    until: 'bis',
    per: { hour: 'pro Stunde', day: 'pro Tag', week: 'pro Woche', month: 'pro Monat', year: 'pro Jahr' },
    applyInternal: 'über das Bewerbungsformular dieser Stellenanzeige',
    applyEmail: 'per E-Mail an',
    applyLink: 'online unter',
  },
  en: {
    locale: 'en-GB',
    sections: {
      about: 'About us',
      tasks: 'Your tasks',
      profile: 'Your profile',
      offer: 'What we offer',
      contact: 'Contact',
    },
    facts: {
      title: 'Job title',
      organization: 'Employer',
      places: 'Place of work',
      remote: 'Remote work',
      employment: 'Employment type',
      field: 'Occupational field',
      study: 'Field of study',
      degree: 'Degree',
      experience: 'Experience',
      languages: 'Languages',
      skills: 'Skills',
      salary: 'Salary',
      benefits: 'Employer benefits',
      start: 'Start',
      application: 'How to apply',
    },
    experience: (years) => (years > 0 ? `at least ${years} years` : 'career starters welcome'),
    immediately: 'immediately',
    from: 'from',
    until: 'until',
    per: { hour: 'per hour', day: 'per day', week: 'per week', month: 'per month', year: 'per year' },
    applyInternal: 'through the application form of this job ad',
    applyEmail: 'by e-mail to',
    applyLink: 'online at',
  },
  fr: {
    locale: 'fr-FR',
    sections: {
      about: 'À propos de nous',
      tasks: 'Vos missions',
      profile: 'Votre profil',
      offer: 'Ce que nous offrons',
      contact: 'Contact',
    },
    facts: {
      title: 'Intitulé du poste',
      organization: 'Employeur',
      places: 'Lieu de travail',
      remote: 'Télétravail',
      employment: 'Type de contrat',
      field: 'Domaine professionnel',
      study: "Domaine d'études",
      degree: 'Diplôme',
      experience: 'Expérience',
      languages: 'Langues',
      skills: 'Compétences',
      salary: 'Salaire',
      benefits: "Avantages de l'employeur",
      start: 'Début',
      application: 'Candidature',
    },
    experience: (years) => (years > 0 ? `au moins ${years} ans` : 'débutants bienvenus'),
    immediately: 'dès que possible',
    from: 'à partir du',
    until: "jusqu'au",
    per: { hour: 'par heure', day: 'par jour', week: 'par semaine', month: 'par mois', year: 'par an' },
    applyInternal: 'via le formulaire de candidature de cette offre',
    applyEmail: 'par e-mail à',
    applyLink: 'en ligne sur',
  },
};

export type Fact = { key: keyof Wording['facts']; label: string; value: string };

function formatSalary(fields: DraftFields, w: Wording): string | null {
  const salary = fields.salary;
  if (!salary) return fields.salaryRange;
  const currency = salary.currencyCode || 'EUR';
  // French groups digits with a narrow no-break space, which the site's font subset lacks.
  const number = (value: number) =>
    new Intl.NumberFormat(w.locale, { maximumFractionDigits: 2 }).format(value).replace(/[\u00a0\u202f]/g, ' ');
  const amount =
    salary.min !== undefined && salary.max !== undefined
      ? `${number(salary.min)}–${number(salary.max)}`
      : salary.min !== undefined
        ? `${w.from} ${number(salary.min)}`
        : `${w.until} ${number(salary.max!)}`;
  return [amount, currency, salary.unit ? w.per[salary.unit] : ''].filter(Boolean).join(' ');
}

function formatDate(iso: string, w: Wording): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(w.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

function formatStart(fields: DraftFields, w: Wording): string | null {
  const start = fields.start;
  if (!start) return null;
  const parts = [
    start.immediate ? w.immediately : start.start ? `${w.from} ${formatDate(start.start, w)}` : '',
    start.end ? `${w.until} ${formatDate(start.end, w)}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

function formatApplication(fields: DraftFields, w: Wording): string | null {
  const { workflow, emails, link } = fields.application;
  if (workflow === 'email' && emails.length > 0) return `${w.applyEmail} ${emails.join(', ')}`;
  if (workflow === 'link' && link) return `${w.applyLink} ${link}`;
  if (workflow === 'internal') return w.applyInternal;
  return null;
}

/** Every given field as a labelled fact in the draft's language; absent fields give no fact. */
export function draftFacts(fields: DraftFields, language: DraftLanguage): Fact[] {
  const w = WORDING[language];
  const list = (values: string[]) => (values.length > 0 ? values.join(', ') : null);
  const values: Array<[Fact['key'], string | null]> = [
    ['title', fields.title],
    ['organization', fields.organization],
    ['places', fields.places.length > 0 ? fields.places.join('; ') : null],
    ['remote', list(fields.remoteOptions)],
    ['employment', list(fields.employmentTypes)],
    ['field', list(fields.occupationalFields)],
    ['study', list(fields.fieldsOfStudy)],
    ['degree', list(fields.degreeLevels)],
    ['experience', fields.yearsOfExperience === null ? null : w.experience(fields.yearsOfExperience)],
    ['languages', list(fields.languages)],
    ['skills', list(fields.skills)],
    ['salary', formatSalary(fields, w)],
    ['benefits', list(fields.benefits)],
    ['start', formatStart(fields, w)],
    ['application', formatApplication(fields, w)],
  ];
  return values.flatMap(([key, value]) => (value ? [{ key, label: w.facts[key], value }] : []));
}
