/**
 * German text pools shared by organizations and jobs. Placeholders in braces are filled by `fill`; every
 * value is HTML-escaped where it ends up in filtered_html.
 */

export const SAINTS = [
  'Elisabeth',
  'Josef',
  'Martin',
  'Marien',
  'Vinzenz',
  'Anna',
  'Franziskus',
  'Johannes',
  'Barbara',
  'Hedwig',
];
export const PARKS = [
  'Stadtpark',
  'Lindenpark',
  'Schlossberg',
  'Rosengarten',
  'Mühlbach',
  'Kurpark',
  'Weinberg',
  'Eichenwald',
];
export const GARDENS = [
  'Lindenhof',
  'Sonnenhof',
  'Am Rosengarten',
  'Haus Abendsonne',
  'Eichenhof',
  'Haus am Park',
  'Wiesengrund',
  'Birkenhain',
  'Haus Lebensbaum',
];
export const TECH_WORDS = [
  'Nova',
  'Inno',
  'Quanto',
  'Vireo',
  'Kompass',
  'Blau',
  'Falken',
  'Kristall',
  'Orbit',
  'Helix',
  'Lumen',
  'Terra',
  'Pixel',
  'Brücken',
  'Nord',
  'Auro',
  'Zenit',
  'Silva',
  'Metis',
  'Cobalt',
];
export const KID_NAMES = [
  'Regenbogen',
  'Sonnenschein',
  'Pusteblume',
  'Kunterbunt',
  'Löwenzahn',
  'Zwergenland',
  'Spatzennest',
  'Abenteuerland',
  'Wirbelwind',
  'Sternschnuppe',
];
export const HOTEL_NAMES = [
  'Zur Post',
  'Krone',
  'Sonne',
  'Lindenhof',
  'Am Markt',
  'Stadtgarten',
  'Goldener Anker',
  'Schwanen',
  'Residenz am Park',
];
export const ANIMALS = ['Hirschen', 'Löwen', 'Adler', 'Ochsen', 'Schwan', 'Bären'];

/** Replaces {key} placeholders; unknown keys stay visible so data mistakes are easy to spot. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** General FAQ of an employer page: [question, answer] with {name}, {place}, {contact}. */
export const GENERAL_FAQ: ReadonlyArray<readonly [string, string]> = [
  [
    'Wie bewerbe ich mich am besten?',
    'Am einfachsten über den Bewerben-Button in der jeweiligen Stellenanzeige. Ein Lebenslauf genügt, ein Anschreiben ist freiwillig.',
  ],
  [
    'Wie schnell erhalte ich eine Rückmeldung?',
    'Wir melden uns innerhalb von fünf Werktagen nach Eingang Ihrer Bewerbung.',
  ],
  [
    'Kann ich mich auch initiativ bewerben?',
    'Sehr gern! Senden Sie Ihre Unterlagen an {contact}, wir melden uns, sobald eine passende Stelle frei wird.',
  ],
  [
    'Gibt es Möglichkeiten zur Teilzeit?',
    'In vielen Bereichen ja. Sprechen Sie uns an, wir finden gemeinsam ein passendes Arbeitszeitmodell.',
  ],
  ['Bilden Sie aus?', 'Ja, {name} bildet jedes Jahr aus und bietet Praktika für Schülerinnen und Schüler an.'],
  [
    'Wie läuft die Einarbeitung ab?',
    'Sie bekommen einen festen Ansprechpartner und einen Einarbeitungsplan für die ersten Wochen.',
  ],
  [
    'Wie komme ich mit öffentlichen Verkehrsmitteln zu Ihnen?',
    'Unser Standort in {place} ist gut mit Bus und Bahn erreichbar; Parkplätze gibt es direkt vor Ort.',
  ],
  [
    'Brauche ich für das Vorstellungsgespräch Unterlagen?',
    'Nein, Ihre Bewerbung liegt uns bereits vor. Bringen Sie gern Fragen mit!',
  ],
  [
    'Werden Quereinsteiger eingestellt?',
    'Für viele Tätigkeiten ja – entscheidend sind Motivation und Zuverlässigkeit. Wir qualifizieren Sie bei uns weiter.',
  ],
];

/** Positions of the public contact people (HR and line managers): [female form, male form]. */
export const CONTACT_POSITIONS: ReadonlyArray<readonly [string, string]> = [
  ['Personalreferentin', 'Personalreferent'],
  ['Leitung Personal', 'Leitung Personal'],
  ['Recruiterin', 'Recruiter'],
  ['Assistenz der Geschäftsführung', 'Assistenz der Geschäftsführung'],
  ['Ausbildungsleiterin', 'Ausbildungsleiter'],
  ['HR Business Partnerin', 'HR Business Partner'],
  ['Personalsachbearbeiterin', 'Personalsachbearbeiter'],
  ['Teamleiterin', 'Teamleiter'],
];

/** Positions of the private account holder (invoicing, account actions): [female form, male form]. */
export const OWNER_POSITIONS: ReadonlyArray<readonly [string, string]> = [
  ['Geschäftsführerin', 'Geschäftsführer'],
  ['Inhaberin', 'Inhaber'],
  ['Kaufmännische Leiterin', 'Kaufmännischer Leiter'],
  ['Verwaltungsleiterin', 'Verwaltungsleiter'],
  ['Prokuristin', 'Prokurist'],
];

export const CONTACT_HOURS = [
  'Telefonisch erreichbar Mo–Do 8–16 Uhr, Fr 8–12 Uhr',
  'Am besten erreichbar vormittags von 9 bis 12 Uhr',
  'Rückruf gern nach Vereinbarung – auch abends',
  'Erreichbar Mo–Fr 7:30–15:30 Uhr',
];

/** Job ad openings: {org}, {place}, {title}, {start}. "Sie" and "du" versions. */
export const INTROS_SIE = [
  'Zur Verstärkung unseres Teams in {place} suchen wir {start} Sie als <strong>{title}</strong>.',
  '{org} sucht {start} eine engagierte Persönlichkeit als <strong>{title}</strong> am Standort {place}.',
  'Sie suchen eine Aufgabe mit Sinn und ein Team, auf das Sie sich verlassen können? Dann bewerben Sie sich als <strong>{title}</strong> bei {org} in {place}.',
  'Für unseren Standort in {place} suchen wir {start} Verstärkung: <strong>{title}</strong>.',
  'Wachsen Sie mit uns! {org} besetzt {start} die Position <strong>{title}</strong> in {place}.',
];
export const INTROS_DU = [
  'Du willst mit anpacken und in einem starken Team arbeiten? Dann komm {start} als <strong>{title}</strong> zu {org} nach {place}.',
  'Wir suchen dich {start} als <strong>{title}</strong> für unser Team in {place}.',
  'Verstärke {start} unser Team in {place} als <strong>{title}</strong> – wir freuen uns auf dich!',
  'Bei {org} in {place} wartet ein tolles Team auf dich: Wir suchen {start} eine/n <strong>{title}</strong>.',
];
export const STARTS = [
  'ab sofort',
  'zum nächstmöglichen Zeitpunkt',
  'zum 1. des kommenden Monats',
  'ab sofort oder später',
];
/** Openings of training and student ads: {org}, {place}, {title}. */
export const INTROS_TRAINING = [
  'Du suchst einen Ausbildungsplatz mit Zukunft? In {place} ist bei uns noch ein Platz frei: <strong>{title}</strong>.',
  'Starte deine berufliche Zukunft in unserem Team in {place}: <strong>{title}</strong>.',
  'Schule bald geschafft? Dann bewirb dich bei uns in {place} – <strong>{title}</strong>.',
];
export const INTROS_STUDENT = [
  'Neben dem Studium Praxis sammeln: Unser Team in {place} sucht dich – <strong>{title}</strong>.',
  'Theorie trifft Praxis: In {place} erwartet dich eine spannende Aufgabe als Teil unseres Teams – <strong>{title}</strong>.',
];

export const HEADINGS = {
  sie: { tasks: 'Ihre Aufgaben', profile: 'Ihr Profil', offer: 'Wir bieten', contact: 'Ihr Kontakt' },
  du: { tasks: 'Deine Aufgaben', profile: 'Dein Profil', offer: 'Das bieten wir dir', contact: 'Dein Kontakt' },
} as const;

export const TRAINING_TASKS = [
  'Du lernst alle Stationen und Abteilungen unseres Betriebs kennen',
  'Praxisnahe Ausbildung mit festen Ausbilderinnen und Ausbildern',
  'Blockunterricht bzw. Berufsschule in der Nähe',
  'Eigene Projekte ab dem zweiten Ausbildungsjahr',
];
export const TRAINING_PROFILE = [
  'Guter Schulabschluss (mindestens Mittelschul- bzw. Hauptschulabschluss)',
  'Interesse am Beruf und Lust, Neues zu lernen',
  'Zuverlässigkeit, Teamgeist und Motivation',
  'Ein Praktikum bei uns vorab ist jederzeit möglich',
];
export const STUDENT_PROFILE = [
  'Eingeschriebenes Studium in einem passenden Studiengang',
  'Zeit für 15–20 Stunden pro Woche während des Semesters',
  'Selbstständige Arbeitsweise und Lernbereitschaft',
  'Sicherer Umgang mit MS Office',
];
