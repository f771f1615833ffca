/** The parts of a CV the import reads; `other` collects what it leaves alone (hobbies, references…). */
export type CvSectionKind = 'personal' | 'profile' | 'work' | 'education' | 'languages' | 'skills' | 'other';

/** German headings, folded (see fold()); a heading line may end with a colon. */
const HEADINGS: ReadonlyArray<readonly [CvSectionKind, readonly string[]]> = [
  [
    'personal',
    ['personliche daten', 'angaben zur person', 'kontakt', 'kontaktdaten', 'zur person', 'personliches', 'daten'],
  ],
  ['profile', ['profil', 'kurzprofil', 'uber mich', 'zusammenfassung', 'berufsziel']],
  [
    'work',
    [
      'berufserfahrung',
      'beruflicher werdegang',
      'berufliche erfahrung',
      'berufliche stationen',
      'berufspraxis',
      'berufstatigkeit',
      'arbeitserfahrung',
      'praktische erfahrung',
      'werdegang',
      'praktika',
    ],
  ],
  [
    'education',
    [
      'ausbildung',
      'schulbildung',
      'schulische ausbildung',
      'bildungsweg',
      'bildung',
      'studium',
      'schul und berufsausbildung',
      'schul und ausbildung',
      'allgemeine und berufliche bildung',
      'aus und weiterbildung',
      'akademische ausbildung',
      'berufsausbildung',
      'schul und berufsbildung',
    ],
  ],
  ['languages', ['sprachen', 'sprachkenntnisse', 'fremdsprachen', 'sprachkompetenzen']],
  [
    'skills',
    [
      'kenntnisse',
      'fahigkeiten',
      'kenntnisse und fahigkeiten',
      'fahigkeiten und kenntnisse',
      'besondere kenntnisse',
      'edv kenntnisse',
      'it kenntnisse',
      'fachkenntnisse',
      'kompetenzen',
      'digitale kompetenzen',
      'personliche fahigkeiten',
      'personliche kompetenzen',
      'skills',
      'starken',
      'qualifikationen',
      'fuhrerschein',
      'edv und sonstige kenntnisse',
      'sonstige kenntnisse',
    ],
  ],
  [
    'other',
    ['hobbys', 'hobbies', 'interessen', 'referenzen', 'weiterbildung', 'weiterbildungen', 'fortbildungen', 'ehrenamt'],
  ],
];

/** Lower case, umlauts and accents folded, punctuation as spaces: how headings and terms are compared. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9#+]+/g, ' ')
    .trim();
}

const BY_HEADING = new Map(HEADINGS.flatMap(([kind, names]) => names.map((name) => [name, kind] as const)));

/** The section a line opens, when it is a heading ("BERUFSERFAHRUNG", "Sprachkenntnisse:"), else null. */
export function headingKind(line: string): CvSectionKind | null {
  if (line.length > 45) return null;
  const folded = fold(line);
  return BY_HEADING.get(folded) ?? BY_HEADING.get(folded.replace(/ \d+$/, '')) ?? null;
}

const NATIVE_LANGUAGE = /^muttersprache/i;

export type CvSection = { kind: CvSectionKind | 'head'; heading: string; lines: string[] };

/** The lines cut at headings; what comes before the first heading is the `head` (name, contact line). */
export function splitSections(lines: readonly string[]): CvSection[] {
  const sections: CvSection[] = [{ kind: 'head', heading: '', lines: [] }];
  for (const line of lines) {
    const kind = headingKind(line);
    if (kind) sections.push({ kind, heading: line, lines: [] });
    else {
      // Europass lists the languages under "Persönliche Fähigkeiten", introduced by "Muttersprache(n)".
      if (NATIVE_LANGUAGE.test(line)) sections.push({ kind: 'languages', heading: '', lines: [] });
      sections[sections.length - 1].lines.push(line);
    }
  }
  return sections;
}

/** Every line of the sections of one kind, in order. */
export const linesOf = (sections: readonly CvSection[], kind: CvSection['kind']) =>
  sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
