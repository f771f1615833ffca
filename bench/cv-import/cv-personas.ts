import { Rng } from '../../server/seed/prng';
import { OCCUPATIONS } from './cv-occupations';

/** What a generated CV says, field by field: the benchmark's ground truth. */
export type CvTruth = {
  salutation: 'mr' | 'ms';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** ISO date; some CVs leave it out. */
  birthday?: string;
  street: string;
  /** "83022 Rosenheim". */
  homeLocationText: string;
  work: Array<{
    jobTitle: string;
    companyName: string;
    location: string;
    start: string;
    end?: string;
    tasks: string[];
  }>;
  education: Array<{
    institution: string;
    studyProgram: string;
    degree: string;
    location: string;
    start: string;
    end: string;
  }>;
  languages: Array<{ label: string; level: string }>;
  /** Taxonomy skill labels the CV names (maybe in another spelling, see SKILL_SPELLINGS). */
  skills: string[];
  /** Skills no taxonomy term names. */
  skillsFree: string[];
  /** The headings this CV uses for its sections. */
  headings: { work: string; education: string; languages: string; skills: string };
};

const FIRST = {
  ms: ['Anna', 'Maria', 'Laura', 'Sophie', 'Katharina', 'Anna-Lena', 'Julia', 'Theresa', 'Elif', 'Sabine'],
  mr: ['Thomas', 'Michael', 'Lukas', 'Maximilian', 'Stefan', 'Jonas', 'Andreas', 'Florian', 'Mehmet', 'Johannes'],
};
const LAST = [
  'Müller',
  'Huber',
  'Schmid',
  'Wagner',
  'Maier',
  'Bauer',
  'Hofmann',
  'Weiß',
  'Özdemir',
  'von der Heide',
  'Kowalski',
  'Brandstätter',
];
const STREETS = ['Hauptstraße', 'Bahnhofstraße', 'Am Mühlbach', 'Kufsteiner Straße', 'Lindenweg', 'Schulstraße'];
const TOWNS = [
  ['83022', 'Rosenheim'],
  ['83278', 'Traunstein'],
  ['84453', 'Mühldorf am Inn'],
  ['83043', 'Bad Aibling'],
  ['86150', 'Augsburg'],
  ['93047', 'Regensburg'],
  ['85049', 'Ingolstadt'],
  ['83209', 'Prien am Chiemsee'],
] as const;
const SCHOOLS = [
  ['Abitur', 'Gymnasium', 'Abitur / Fachabitur'],
  ['Mittlere Reife', 'Realschule', 'Mittlere Reife'],
  ['Qualifizierender Hauptschulabschluss', 'Mittelschule', 'Hauptschulabschluss'],
] as const;
const LANGS = ['Englisch', 'Französisch', 'Spanisch', 'Italienisch', 'Türkisch', 'Polnisch', 'Russisch', 'Kroatisch'];
const CEFR = ['A2', 'B1', 'B2', 'C1', 'C2'];

const HEADINGS = {
  work: ['Berufserfahrung', 'Beruflicher Werdegang', 'Berufliche Stationen', 'Berufspraxis', 'Werdegang'],
  education: ['Ausbildung', 'Bildungsweg', 'Schul- und Berufsausbildung', 'Schulbildung', 'Aus- und Weiterbildung'],
  languages: ['Sprachen', 'Sprachkenntnisse', 'Fremdsprachen'],
  skills: ['Kenntnisse', 'IT-Kenntnisse', 'Fähigkeiten', 'Besondere Kenntnisse', 'Kompetenzen', 'Qualifikationen'],
};
const MAIL_DOMAINS = ['beispiel-mail.de', 'web.de', 'gmx.net', 't-online.de', 'posteo.de'];

/** Mobile numbers as people write them. */
function phoneText(rng: Rng): string {
  const prefix = rng.int(51, 79);
  const number = String(rng.int(1000000, 9999999));
  return rng.pick([
    `01${prefix} ${number}`,
    `+49 1${prefix} ${number}`,
    `01${prefix}/${number}`,
    `+49 (0)1${prefix} ${number.slice(0, 3)} ${number.slice(3, 5)} ${number.slice(5)}`,
    `01${prefix} - ${number}`,
  ]);
}

const pad = (n: number) => String(n).padStart(2, '0');
const month = (year: number, m: number) => `${year}-${pad(m)}`;

/** The n-th CV's person and career: seeded, so the corpus is the same on every run. */
export function makePersona(n: number): CvTruth {
  const rng = new Rng(16, 'cv-import', n);
  const occupation = OCCUPATIONS[n % OCCUPATIONS.length];
  const salutation = n % 2 === 0 ? 'ms' : 'mr';
  const firstName = rng.pick(FIRST[salutation]);
  const lastName = rng.pick(LAST);
  const [zip, town] = rng.pick(TOWNS);
  const birthYear = rng.int(1968, 2000);
  const local = `${firstName}.${lastName}`
    .toLowerCase()
    .replace(/ /g, '')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss');
  const school = rng.pick(SCHOOLS);
  const schoolEnd = birthYear + (school[0] === 'Abitur' ? 19 : 16);
  const trainingEnd = schoolEnd + occupation.training.years;
  const education: CvTruth['education'] = [
    {
      institution: `${occupation.training.institution}`,
      studyProgram: occupation.training.program,
      degree: occupation.training.degree,
      location: town,
      start: month(schoolEnd, 9),
      end: month(trainingEnd, 7),
    },
    {
      institution: `${school[1]} ${town}`,
      studyProgram: school[0],
      degree: school[2],
      location: town,
      start: month(schoolEnd - (school[0] === 'Abitur' ? 8 : 6), 9),
      end: month(schoolEnd, 7),
    },
  ];
  const work: CvTruth['work'] = [];
  let start = trainingEnd;
  const jobs = Math.min(rng.int(2, 4), Math.max(1, Math.floor((2026 - start) / 3)));
  const companies = rng.sample(occupation.companies, Math.min(jobs, occupation.companies.length));
  companies.forEach((companyName, i) => {
    const last = i === companies.length - 1;
    const startMonth = rng.int(1, 12);
    const endYear = last ? undefined : Math.min(2025, start + rng.int(2, 6));
    work.push({
      jobTitle: occupation.titles[Math.min(i, occupation.titles.length - 1)],
      companyName,
      location: rng.pick(TOWNS)[1],
      start: month(start, startMonth),
      end: endYear ? month(endYear, rng.int(1, 12)) : undefined,
      tasks: rng.sample(occupation.tasks, 2),
    });
    start = (endYear ?? start) + (endYear ? 0 : 1);
  });
  work.reverse();
  const languages = [
    { label: 'Deutsch', level: 'Muttersprache' },
    ...rng.sample(LANGS, rng.int(1, 2)).map((label) => ({ label, level: rng.pick(CEFR) })),
  ];
  return {
    salutation,
    firstName,
    lastName,
    email: `${local}@${rng.pick(MAIL_DOMAINS)}`,
    phone: phoneText(rng),
    birthday: rng.chance(0.8) ? `${birthYear}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}` : undefined,
    street: `${rng.pick(STREETS)} ${rng.int(1, 60)}`,
    homeLocationText: `${zip} ${town}`,
    work,
    education: education,
    languages,
    skills: rng.sample(occupation.skills, rng.int(3, occupation.skills.length)),
    skillsFree: rng.sample(occupation.free, rng.int(1, 2)),
    headings: {
      work: rng.pick(HEADINGS.work),
      education: rng.pick(HEADINGS.education),
      languages: rng.pick(HEADINGS.languages),
      skills: rng.pick(HEADINGS.skills),
    },
  };
}
