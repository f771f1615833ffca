import type { Rng } from '../../server/seed/prng';
import type { Employer, EmploymentKey, RemoteKey } from './corpus-types';

/**
 * The HTML body of a generated ad, laid out as employers lay theirs out: who we are, tasks, profile, what
 * we offer, and a closing contact line (which the search weights lowest, as it should).
 */

const OFFERS: readonly string[] = [
  'Eine faire Vergütung mit Urlaubs- und Weihnachtsgeld',
  '30 Tage Urlaub',
  'Ein Jobrad und einen Zuschuss zum Deutschlandticket',
  'Eine betriebliche Altersvorsorge',
  'Eine gründliche Einarbeitung in einem herzlichen Team',
  'Regelmäßige Fort- und Weiterbildungen',
  'Einen sicheren Arbeitsplatz in einem wachsenden Unternehmen',
  'Kostenlose Getränke, frisches Obst und Parkplätze direkt vor der Tür',
];

/** What an apprentice brings, whatever the trade. */
const TRAINEE_PROFILE: readonly string[] = [
  'Einen guten Mittelschul- oder Realschulabschluss',
  'Motivation, Lernbereitschaft und Zuverlässigkeit',
  'Freude an der Arbeit im Team',
  'Ein Praktikum bei uns vorab ist jederzeit möglich',
];

function employmentSentence(employment: readonly EmploymentKey[]): string {
  if (employment.includes('ausbildung'))
    return 'Ausbildungsbeginn ist der 1. September 2027. Die Ausbildung dauert drei Jahre, den Berufsschulunterricht besuchen Sie im Blockunterricht.';
  if (employment.includes('minijob'))
    return 'Die Stelle ist auf Minijob-Basis zu besetzen, die Einsatzzeiten stimmen wir gemeinsam ab.';
  if (employment.includes('teilzeit') && employment.includes('vollzeit'))
    return 'Die Stelle ist in Vollzeit oder Teilzeit zu besetzen.';
  if (employment.includes('teilzeit'))
    return 'Die Stelle umfasst 20 bis 30 Wochenstunden, die Verteilung der Arbeitszeit ist verhandelbar.';
  return 'Es handelt sich um eine unbefristete Vollzeitstelle mit 39 Wochenstunden.';
}

function remoteSentence(remote: readonly RemoteKey[]): string {
  if (remote.includes('remote'))
    return ' Sie arbeiten vollständig mobil; einmal im Monat trifft sich das Team vor Ort.';
  if (remote.includes('hybrid')) return ' Nach der Einarbeitung sind bis zu drei Tage Homeoffice pro Woche möglich.';
  return '';
}

const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export type AdParts = {
  employer: Employer;
  tasks: readonly string[];
  profile: readonly string[];
  employment: readonly EmploymentKey[];
  remote: readonly RemoteKey[];
  training: boolean;
  contact: string;
};

/** A generated ad's description: three tasks, two or three profile points, two offers, the contact. */
export function adDescription(parts: AdParts, rng: Rng): string {
  const { employer, training, contact } = parts;
  const tasks = rng.sample(parts.tasks, 3);
  const profile = training
    ? rng.sample(TRAINEE_PROFILE, 2)
    : rng.sample(parts.profile, Math.min(parts.profile.length, rng.int(2, 3)));
  const offers = rng.sample(OFFERS, 2);
  const person = contact.startsWith('Frau') ? 'Ihre Ansprechpartnerin' : 'Ihr Ansprechpartner';
  const number = `${employer.phone} ${rng.int(20, 98)}${rng.int(100, 999)}-0`;
  return [
    `<p>${employer.intro}</p>`,
    `<h3>${training ? 'Das lernen Sie bei uns' : 'Ihre Aufgaben'}</h3>`,
    list(tasks),
    '<h3>Ihr Profil</h3>',
    list(profile),
    '<h3>Wir bieten</h3>',
    list(offers),
    `<p>${employmentSentence(parts.employment)}${remoteSentence(parts.remote)}</p>`,
    `<p>${person}: ${contact}, Telefon ${number}</p>`,
  ].join('');
}
