/**
 * Forms of one German search word that mean the same job: feminine and plural endings taken off, the
 * other gender of "-frau"/"-mann", and umlauts typed as ae/oe/ue/ss. Pure string rules, no dictionary.
 */

/** Masculine agent endings a feminine "-in" is added to (Erzieher-in, Friseur-in, Ingenieur-in, Polizist-in). */
const AGENT_ENDING = /(er|eur|or|ist|ent|ant|oge|at|ar|är|eut|ier|ör|ent|pt|ot|ekt|et)$/;

/** Feminine forms whose masculine form changes its vowel. */
const FEMININE_STEMS: ReadonlyArray<[RegExp, string]> = [
  [/ärztin(nen)?$/, 'arzt'],
  [/köchin(nen)?$/, 'koch'],
  [/anwältin(nen)?$/, 'anwalt'],
  [/bäuerin(nen)?$/, 'bauer'],
  [/beamtin(nen)?$/, 'beamter'],
];

const REVERT_UMLAUT: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u' };

/** The masculine base of a feminine job word ("erzieherin" → "erzieher"), or null. */
export function masculineForm(word: string): string | null {
  for (const [pattern, stem] of FEMININE_STEMS) if (pattern.test(word)) return word.replace(pattern, stem);
  const base = word.endsWith('innen') ? word.slice(0, -5) : word.endsWith('in') ? word.slice(0, -2) : null;
  return base && base.length >= 4 && AGENT_ENDING.test(base) ? base : null;
}

/**
 * A plural or inflected job word's singular, for matching word starts: "pflegekräfte" → "pflegekraft",
 * "fahrern" → "fahrer", "köche" → "koch". Only words of 5 letters or more; null when nothing to take off.
 */
export function singularForm(word: string): string | null {
  if (word.length < 5) return null;
  const stripped = word.replace(/(en|e|n|s)$/, '');
  if (stripped === word || stripped.length < 3) return null;
  // "kräft" → "kraft": the plural's umlaut goes back to its vowel when "-e" was the ending.
  const umlaut = /([äöü])([^aeiouäöü]*)$/.exec(stripped);
  if (umlaut && /e$/.test(word)) return stripped.slice(0, umlaut.index) + REVERT_UMLAUT[umlaut[1]] + umlaut[2];
  return stripped;
}

/** "-frau" ↔ "-mann" ("kauffrau" ↔ "kaufmann"), also "-leute" → "-mann". */
export function otherGender(word: string): string[] {
  if (word.endsWith('frau')) return [`${word.slice(0, -4)}mann`];
  if (word.endsWith('frauen')) return [`${word.slice(0, -6)}mann`];
  if (word.endsWith('mann')) return [`${word.slice(0, -4)}frau`];
  if (word.endsWith('leute')) return [`${word.slice(0, -5)}mann`, `${word.slice(0, -5)}frau`];
  return [];
}

/** Umlauts typed out ("baecker" → "bäcker", "strasse" → "straße") and umlauts written out. */
export function umlautForms(word: string): string[] {
  const forms = new Set<string>();
  if (/ae|oe|ue/.test(word)) forms.add(word.replace(/ae/g, 'ä').replace(/oe/g, 'ö').replace(/ue/g, 'ü'));
  if (/[äöüß]/.test(word))
    forms.add(word.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss'));
  if (word.includes('ss')) forms.add(word.replace(/ss/g, 'ß'));
  forms.delete(word);
  return [...forms];
}

/** Every form of a word that names the same job, the word itself first. */
export function wordVariants(word: string): string[] {
  const forms = new Set<string>([word]);
  for (const spelled of [word, ...umlautForms(word)]) {
    forms.add(spelled);
    const masculine = masculineForm(spelled);
    if (masculine) forms.add(masculine);
    for (const other of otherGender(masculine ?? spelled)) forms.add(other);
    const singular = singularForm(masculine ?? spelled);
    if (singular) forms.add(singular);
  }
  return [...forms];
}
