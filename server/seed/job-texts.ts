import type { ContactPerson } from '../db/schema';
import type { JobKind } from './job-titles';
import type { Occupation } from './occupations';
import type { PdfBlock } from './pdf';
import type { Rng } from './prng';
import {
  escapeHtml,
  fill,
  HEADINGS,
  INTROS_DU,
  INTROS_SIE,
  INTROS_STUDENT,
  INTROS_TRAINING,
  STARTS,
  STUDENT_PROFILE,
  TRAINING_PROFILE,
  TRAINING_TASKS,
} from './texts';

export type DescriptionInput = {
  rng: Rng;
  occupation: Occupation;
  kind: JobKind;
  title: string;
  orgName: string;
  /** One sentence about the employer. */
  orgSentence: string;
  place: string;
  du: boolean;
  benefitLabels: string[];
  /** "3.400–3.900 € brutto im Monat" or null. */
  salary: string | null;
  employment: string;
  remote: 'vor-ort' | 'hybrid' | 'remote';
  contact: ContactPerson;
  workflow: 'email' | 'link' | 'internal';
  email: string;
  link: string | null;
};

/** The sections of a job ad as plain text; the same content becomes filtered_html and the PDF of file jobs. */
export type JobSections = {
  intro: string;
  about: string;
  tasks: string[];
  profile: string[];
  offer: string[];
  contactHeading: string;
  contact: string;
  headings: { tasks: string; profile: string; offer: string };
};

const REMOTE_LINE = {
  'vor-ort': '',
  hybrid: 'Hybrides Arbeiten: bis zu drei Tage pro Woche im Homeoffice',
  remote: 'Remote-Arbeit aus ganz Deutschland möglich',
};

export function jobSections(input: DescriptionInput): JobSections {
  const { rng, occupation: occ, kind } = input;
  const du = input.du || kind === 'ausbildung' || kind === 'werkstudent' || kind === 'praktikum';
  const headings = HEADINGS[du ? 'du' : 'sie'];
  const values = { org: input.orgName, place: input.place, title: input.title, start: rng.pick(STARTS) };
  const intros =
    kind === 'ausbildung'
      ? INTROS_TRAINING
      : kind === 'werkstudent' || kind === 'praktikum'
        ? INTROS_STUDENT
        : du
          ? INTROS_DU
          : INTROS_SIE;
  const intro = fill(rng.pick(intros), values).replace(/<\/?strong>/g, '');

  let tasks = rng.sample(occ.tasks, rng.int(4, Math.min(5, occ.tasks.length)));
  let profile = rng.sample(occ.profile, rng.int(3, Math.min(4, occ.profile.length)));
  if (kind === 'ausbildung') {
    tasks = [...rng.sample(TRAINING_TASKS, 2), ...tasks.slice(0, 3)];
    profile = rng.sample(TRAINING_PROFILE, 3);
  } else if (kind === 'werkstudent' || kind === 'praktikum') {
    tasks = [
      `Mitarbeit im Tagesgeschäft: ${tasks[0]}`,
      ...tasks.slice(1, 3),
      'Eigene kleine Projekte mit fester Ansprechperson',
    ];
    profile = [...rng.sample(STUDENT_PROFILE, 3), profile[0]];
  }
  const offer = rng.sample(input.benefitLabels, Math.min(input.benefitLabels.length, rng.int(3, 5)));
  if (input.salary) offer.unshift(`Vergütung: ${input.salary}`);
  offer.push(`Anstellung: ${input.employment}`);
  if (REMOTE_LINE[input.remote]) offer.push(REMOTE_LINE[input.remote]);

  const c = input.contact;
  // "steht Ihnen Herr … zur Verfügung" (nominative), "melde dich bei Herrn …" (dative).
  const who = `${c.salutation === 'ms' ? 'Frau' : du ? 'Herrn' : 'Herr'} ${c.firstName} ${c.lastName}`;
  const ask = du ? 'Noch Fragen? Melde dich gern bei' : 'Für Fragen steht Ihnen';
  const askEnd = du ? '' : ' gern zur Verfügung';
  const how = {
    email: du
      ? `Schick uns deine Bewerbung per E-Mail an ${input.email}.`
      : `Bitte senden Sie Ihre Bewerbungsunterlagen per E-Mail an ${input.email}.`,
    link: du ? 'Bewirb dich direkt über unser Karriereportal.' : 'Bewerben Sie sich direkt über unser Karriereportal.',
    internal: du
      ? 'Bewirb dich einfach über den Button „Jetzt bewerben“ – ein Lebenslauf genügt.'
      : 'Bewerben Sie sich einfach über den Button „Jetzt bewerben“ – ein Anschreiben ist nicht nötig.',
  }[input.workflow];
  const contact = `${ask} ${who} (${c.position}, Telefon ${c.phone})${askEnd}. ${how}`;
  return {
    intro,
    about: input.orgSentence,
    tasks,
    profile,
    offer,
    contactHeading: headings.contact,
    contact,
    headings,
  };
}

const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

/** filtered_html (p, h2, ul/li, strong, a) of a job ad. */
export function descriptionHtml(
  s: JobSections,
  input: Pick<DescriptionInput, 'title' | 'email' | 'link' | 'workflow'>,
): string {
  const intro = escapeHtml(s.intro).replace(escapeHtml(input.title), `<strong>${escapeHtml(input.title)}</strong>`);
  let contact = escapeHtml(s.contact);
  if (input.workflow === 'email')
    contact = contact.replace(
      escapeHtml(input.email),
      `<a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a>`,
    );
  if (input.workflow === 'link' && input.link)
    contact = contact.replace('Karriereportal', `<a href="${escapeHtml(input.link)}">Karriereportal</a>`);
  return [
    `<p>${intro}</p>`,
    `<p>${escapeHtml(s.about)}</p>`,
    `<h2>${s.headings.tasks}</h2>${list(s.tasks)}`,
    `<h2>${s.headings.profile}</h2>${list(s.profile)}`,
    `<h2>${s.headings.offer}</h2>${list(s.offer)}`,
    `<h2>${s.contactHeading}</h2><p>${contact}</p>`,
  ].join('\n');
}

/** The same ad as blocks of the PDF of file-type jobs. */
export function descriptionPdf(s: JobSections): PdfBlock[] {
  return [
    { text: `${s.intro} ${s.about}` },
    { heading: s.headings.tasks, text: s.tasks.map((t) => `• ${t}`).join('  ') },
    { heading: s.headings.profile, text: s.profile.map((t) => `• ${t}`).join('  ') },
    { heading: s.headings.offer, text: s.offer.map((t) => `• ${t}`).join('  ') },
    { heading: s.contactHeading, text: s.contact },
  ];
}
