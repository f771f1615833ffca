import type { JudgedQuery } from './grading';

/**
 * Queries that test what the seeker wants beyond a job name: qualifier words (class 4), a word other ads
 * use in another sense (class 5), English titles (class 6), and jobs with no ads of their own whose
 * neighbours should fill the page (class 7).
 */
export const INTENT_QUERIES: readonly JudgedQuery[] = [
  // 4: the listing turns these words into filters; the grades ask the same of each job.
  {
    keys: 'Pflege Teilzeit',
    class: 'qualifier',
    gains: { pflegefachkraft: 3, altenpfleger: 3, pflegehelfer: 2 },
    only: { employment: 'teilzeit' },
  },
  {
    keys: 'Lager Minijob',
    class: 'qualifier',
    gains: { 'lager-helfer': 3, lagerlogistik: 2, staplerfahrer: 2 },
    only: { employment: 'minijob' },
  },
  { keys: 'Quereinsteiger Busfahrer', class: 'qualifier', gains: { busfahrer: 3 } },
  {
    keys: 'Homeoffice Buchhaltung',
    class: 'qualifier',
    gains: { buchhaltung: 3, controlling: 1 },
    only: { remote: true },
  },
  {
    keys: 'Ausbildung Elektroniker',
    class: 'qualifier',
    gains: { elektroniker: 3, industriemechaniker: 1 },
    only: { training: true },
  },
  { keys: 'Ausbildung', class: 'qualifier', gains: {}, only: { training: true }, anyOccupation: 3, otherwise: 0 },
  { keys: 'Koch Vollzeit', class: 'qualifier', gains: { koch: 3 }, only: { employment: 'vollzeit' } },
  {
    keys: 'Reinigungskraft Minijob',
    class: 'qualifier',
    gains: { reinigungskraft: 3 },
    only: { employment: 'minijob' },
  },
  {
    keys: 'Erzieherin Teilzeit',
    class: 'qualifier',
    gains: { erzieher: 3, kinderpfleger: 1 },
    only: { employment: 'teilzeit' },
  },
  { keys: 'Azubi Kfz', class: 'qualifier', gains: { 'kfz-mechatroniker': 3 }, only: { training: true } },
  {
    keys: 'Verkäuferin Teilzeit',
    class: 'qualifier',
    gains: { verkaeufer: 3, 'verkauf-baeckerei': 2 },
    only: { employment: 'teilzeit' },
  },
  {
    keys: 'Ausbildung Pflege',
    class: 'qualifier',
    gains: { pflegefachkraft: 3, altenpfleger: 3 },
    only: { training: true },
  },
  {
    keys: 'Softwareentwickler Remote',
    class: 'qualifier',
    gains: { softwareentwickler: 3, 'bi-entwickler': 1 },
    only: { remote: true },
  },

  // 5: each word also stands in unrelated ads ("Pflege der Kundendaten", "Ferienlager", "Herr Koch").
  { keys: 'Pflege', class: 'precision', gains: { pflegefachkraft: 3, altenpfleger: 3, pflegehelfer: 2 } },
  {
    keys: 'Lager',
    class: 'precision',
    gains: { 'lager-helfer': 3, lagerlogistik: 3, staplerfahrer: 2, disponent: 1 },
  },
  {
    keys: 'Fahrer',
    class: 'precision',
    gains: { berufskraftfahrer: 3, busfahrer: 3, kurierfahrer: 3, staplerfahrer: 1, fahrlehrer: 1 },
  },
  {
    keys: 'Service',
    class: 'precision',
    gains: { servicekraft: 3, kundenservice: 2, 'it-support': 1, 'kfz-serviceberater': 1, rezeption: 1 },
  },
  { keys: 'Koch', class: 'precision', gains: { koch: 3, kuechenhilfe: 1 } },
  {
    keys: 'Entwickler',
    class: 'precision',
    gains: { softwareentwickler: 3, 'bi-entwickler': 2, maschinenbauingenieur: 1 },
  },
  { keys: 'Bäcker', class: 'precision', gains: { baecker: 3, 'verkauf-baeckerei': 1 } },

  // 6: English titles at German employers, and German queries for them.
  { keys: 'Accountant', class: 'english', gains: { buchhaltung: 3, controlling: 1 } },
  { keys: 'Software Developer', class: 'english', gains: { softwareentwickler: 3, 'bi-entwickler': 1 } },
  { keys: 'Softwareentwickler', class: 'english', gains: { softwareentwickler: 3, 'bi-entwickler': 1 } },
  { keys: 'Warehouse', class: 'english', gains: { 'lager-helfer': 3, lagerlogistik: 3, staplerfahrer: 1 } },
  { keys: 'Lagermitarbeiter', class: 'english', gains: { 'lager-helfer': 3, lagerlogistik: 2, staplerfahrer: 1 } },
  { keys: 'Inside Sales', class: 'english', gains: { 'vertrieb-innendienst': 3, kundenservice: 1 } },
  { keys: 'Customer Service', class: 'english', gains: { kundenservice: 3 } },
  { keys: 'Nurse', class: 'english', gains: { pflegefachkraft: 3, altenpfleger: 2, pflegehelfer: 1 } },
  { keys: 'IT Support', class: 'english', gains: { 'it-support': 3, fisi: 1 } },
  { keys: 'Truck Driver', class: 'english', gains: { berufskraftfahrer: 3, kurierfahrer: 1 } },

  // 7: the corpus has no ad of these; the neighbours are what a seeker would take instead (the KldB's
  // neighbouring groups: Heilerziehungspflege sits with Erziehung and Sozialarbeit, next to the care of the old).
  { keys: 'Zahnarzthelferin', class: 'neighbour', gains: { mfa: 2 } },
  { keys: 'Konditor', class: 'neighbour', gains: { baecker: 2, 'verkauf-baeckerei': 1 } },
  { keys: 'Dachdecker', class: 'neighbour', gains: { zimmerer: 2, maurer: 1 } },
  { keys: 'Steuerfachangestellte', class: 'neighbour', gains: { buchhaltung: 2, bueromanagement: 1 } },
  { keys: 'Straßenbahnfahrer', class: 'neighbour', gains: { busfahrer: 2, berufskraftfahrer: 1 } },
  {
    keys: 'Heilerziehungspfleger',
    class: 'neighbour',
    gains: { erzieher: 2, sozialpaedagoge: 2, kinderpfleger: 1, altenpfleger: 1, pflegehelfer: 1 },
  },
  { keys: 'Fliesenleger', class: 'neighbour', gains: { maurer: 2, maler: 1 } },
  { keys: 'Ergotherapeut', class: 'neighbour', gains: { physiotherapeut: 2 } },
  { keys: 'Tierarzthelferin', class: 'neighbour', gains: { mfa: 1, tierpfleger: 1 } },
];
