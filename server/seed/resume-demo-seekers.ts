import type { ResumeEducation } from '../db/schema';

/**
 * The demo's job seekers for the resume search, the same on every site: varied occupations,
 * experience, career stages, languages and studies, so every docs/product.md §9 facet has values. Tids are the seeded
 * vocabularies' (server/seed/taxonomy-data*.ts). `place` picks one of the site's quick-pick towns.
 */
export type DemoSeeker = {
  /** Local part of the account's address (<local>@<site>.<domain>). */
  local: string;
  firstName: string;
  lastName: string;
  title: string;
  occupation: number;
  careerStatus: number;
  /** Years before the reference date the first job began. */
  years: number;
  /** Job title, company, summary; the first is the current job. */
  work: Array<[jobTitle: string, companyName: string, summary: string]>;
  education?: Omit<ResumeEducation, 'id' | 'period'> & { years: [number, number] };
  languages: number[];
  skills: number[];
  skillsFree?: string;
  place: number;
  updatedDaysAgo: number;
};

const GERMAN = 6001;
const ENGLISH = 6002;

export const DEMO_SEEKERS: readonly DemoSeeker[] = [
  {
    local: 'pflegefachkraft',
    firstName: 'Paula',
    lastName: 'Pfleger',
    title: 'Pflegefachkraft',
    occupation: 1001,
    careerStatus: 9004,
    years: 8,
    work: [
      [
        'Pflegefachkraft Innere Medizin',
        'Kreisklinik',
        'Grund- und Behandlungspflege, Wundversorgung, Praxisanleitung von Auszubildenden.',
      ],
      ['Gesundheits- und Krankenpflegerin', 'Klinikum', 'Stationsdienst im Schichtbetrieb.'],
    ],
    education: {
      institution: 'Berufsfachschule für Pflege',
      studyProgram: 'Ausbildung Pflegefachfrau',
      degreeLevel: 7005,
      years: [11, 8],
    },
    languages: [GERMAN, ENGLISH],
    skills: [5035, 5036, 5037, 5080],
    place: 0,
    updatedDaysAgo: 2,
  },
  {
    local: 'pflegedienstleitung',
    firstName: 'Agnes',
    lastName: 'Altmann',
    title: 'Pflegedienstleitung',
    occupation: 1001,
    careerStatus: 9005,
    years: 14,
    work: [
      [
        'Stellvertretende Pflegedienstleitung',
        'Seniorenzentrum am Park',
        'Dienstplanung für 40 Mitarbeitende, Qualitätsmanagement.',
      ],
      ['Altenpflegerin', 'Ambulanter Pflegedienst Sonnenschein', 'Tourenpflege und Beratung von Angehörigen.'],
    ],
    education: {
      institution: 'Katholische Hochschule',
      fieldOfStudy: 8011,
      studyProgram: 'Pflegemanagement (B.A.)',
      degreeLevel: 7007,
      years: [6, 3],
    },
    languages: [GERMAN, 6006],
    skills: [5013, 5037, 5033],
    place: 1,
    updatedDaysAgo: 5,
  },
  {
    local: 'pflegehelfer',
    firstName: 'Timo',
    lastName: 'Tanner',
    title: 'Pflegehelfer',
    occupation: 1001,
    careerStatus: 9003,
    years: 2,
    work: [['Pflegehelfer', 'Haus St. Josef', 'Quereinstieg aus dem Einzelhandel, Unterstützung bei der Grundpflege.']],
    languages: [GERMAN, 6007],
    skills: [5035, 5009],
    skillsFree: 'Betreuung von Menschen mit Demenz',
    place: 2,
    updatedDaysAgo: 9,
  },
  {
    local: 'mfa',
    firstName: 'Mira',
    lastName: 'Maier',
    title: 'Medizinische Fachangestellte',
    occupation: 1002,
    careerStatus: 9004,
    years: 5,
    work: [
      [
        'Medizinische Fachangestellte',
        'Hausarztpraxis Dr. Lindner',
        'Empfang, Abrechnung nach GOÄ und EBM, Blutabnahme.',
      ],
    ],
    languages: [GERMAN, ENGLISH],
    skills: [5038, 5039, 5071],
    place: 0,
    updatedDaysAgo: 1,
  },
  {
    local: 'softwareentwickler',
    firstName: 'Samuel',
    lastName: 'Schuster',
    title: 'Softwareentwickler',
    occupation: 1008,
    careerStatus: 9004,
    years: 6,
    work: [['Softwareentwickler Backend', 'Alpen IT GmbH', 'Java- und TypeScript-Services, PostgreSQL, Docker.']],
    education: {
      institution: 'Technische Hochschule',
      fieldOfStudy: 8001,
      studyProgram: 'Informatik (B.Sc.)',
      degreeLevel: 7007,
      years: [10, 6],
    },
    languages: [GERMAN, ENGLISH],
    skills: [5015, 5016, 5020, 5022],
    place: 1,
    updatedDaysAgo: 3,
  },
  {
    local: 'elektroniker',
    firstName: 'Emil',
    lastName: 'Eder',
    title: 'Elektroniker für Energie- und Gebäudetechnik',
    occupation: 1006,
    careerStatus: 9004,
    years: 10,
    work: [['Elektroniker', 'Elektro Huber', 'Installation in Neubauten, Prüfung nach DGUV V3, Photovoltaik.']],
    languages: [GERMAN],
    skills: [5055, 5056, 5005],
    place: 2,
    updatedDaysAgo: 12,
  },
  {
    local: 'lagerlogistik',
    firstName: 'Luca',
    lastName: 'Lang',
    title: 'Fachkraft für Lagerlogistik',
    occupation: 1011,
    careerStatus: 9004,
    years: 4,
    work: [['Lagerist', 'Spedition Brandl', 'Wareneingang, Kommissionierung mit SAP, Staplerfahrer.']],
    languages: [GERMAN, 6006],
    skills: [5007, 5003, 5066],
    place: 0,
    updatedDaysAgo: 6,
  },
  {
    local: 'berufskraftfahrer',
    firstName: 'Bernd',
    lastName: 'Berger',
    title: 'Berufskraftfahrer CE',
    occupation: 1012,
    careerStatus: 9004,
    years: 15,
    work: [['LKW-Fahrer Nahverkehr', 'Inntal Transporte', 'Touren mit dem Sattelzug, Ladungssicherung.']],
    languages: [GERMAN],
    skills: [5006, 5065],
    place: 1,
    updatedDaysAgo: 20,
  },
  {
    local: 'finanzbuchhalterin',
    firstName: 'Franziska',
    lastName: 'Fischer',
    title: 'Finanzbuchhalterin',
    occupation: 1016,
    careerStatus: 9004,
    years: 9,
    work: [['Buchhalterin', 'Steuerkanzlei Wimmer', 'Kreditoren und Debitoren, Monatsabschlüsse mit DATEV.']],
    education: {
      institution: 'Hochschule',
      fieldOfStudy: 8003,
      studyProgram: 'Betriebswirtschaftslehre (B.A.)',
      degreeLevel: 7007,
      years: [13, 9],
    },
    languages: [GERMAN, ENGLISH],
    skills: [5041, 5004, 5002],
    place: 2,
    updatedDaysAgo: 4,
  },
  {
    local: 'erzieherin',
    firstName: 'Eva',
    lastName: 'Ertl',
    title: 'Erzieherin',
    occupation: 1021,
    careerStatus: 9003,
    years: 3,
    work: [['Erzieherin', 'Kita Regenbogen', 'Gruppenleitung im Kindergarten, Elterngespräche.']],
    languages: [GERMAN, 6003],
    skills: [5040, 5053],
    place: 0,
    updatedDaysAgo: 8,
  },
  {
    local: 'koch',
    firstName: 'Kurt',
    lastName: 'Koller',
    title: 'Koch',
    occupation: 1020,
    careerStatus: 9004,
    years: 7,
    work: [['Jungkoch', 'Gasthof zur Post', 'Regionale Küche, Posten Saucier, Bankettgeschäft.']],
    languages: [GERMAN, 6005],
    skills: [5072, 5052],
    place: 1,
    updatedDaysAgo: 15,
  },
  {
    local: 'werkstudentin',
    firstName: 'Wiebke',
    lastName: 'Wolf',
    title: 'Werkstudentin Datenanalyse',
    occupation: 1008,
    careerStatus: 9002,
    years: 0,
    work: [],
    education: {
      institution: 'Technische Hochschule',
      fieldOfStudy: 8002,
      studyProgram: 'Wirtschaftsinformatik (B.Sc.)',
      years: [2, 0],
    },
    languages: [GERMAN, ENGLISH, 6004],
    skills: [5018, 5020, 5002],
    place: 2,
    updatedDaysAgo: 0,
  },
];
