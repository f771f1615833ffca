import { masculineForm, otherGender, umlautForms } from '../german/word-variants';

/**
 * One word of a job title in its base form: masculine ("erzieherin" → "erzieher", "ärztin" → "arzt",
 * "bankkauffrau" → "bankkaufmann"), adjectives and adjectival nouns in their "-e" form ("medizinischer",
 * "fachangestellter" → "medizinische", "fachangestellte", the form the KldB writes as "Medizinische/r"), and
 * "-kräfte"/"-leute" in the singular. Words in lower case; anything else is returned as it is, so that
 * "medizin", "termin", "berlin" and "disziplin" stay what they are.
 */

/** Feminine forms word-variants.ts does not know: the masculine form ends in "-e", changes, or is short. */
const FEMININE_ENDINGS: ReadonlyArray<[RegExp, string]> = [
  [/(log|gog)in(nen)?$/, '$1e'], // Psychologin, Pädagogin → Psychologe, Pädagoge
  [/(päd)in(nen)?$/, '$1e'], // Orthopädin, Logopädin
  [/(hilf|matros|lots|bot|hirt|kolleg|expert|gatt|kund|türk|laie)in(nen)?$/, '$1e'],
  [/(soph|graf|graph|naut|nom|urg|yst|chef|prinz|wirt|wart|iv|schmied)in(nen)?$/, '$1'], // Fotografin, Ökonomin, Chirurgin
  [/rätin(nen)?$/, 'rat'],
  [/bischöfin(nen)?$/, 'bischof'],
  [/mönchin(nen)?$/, 'mönch'],
];

/** Gendered word tails that are other words: "Krankenschwester/-pfleger", "Hausmutter/-vater". */
export const OTHER_GENDER_TAILS: ReadonlyArray<[string, string]> = [
  ['schwester', 'pfleger'],
  ['mutter', 'vater'],
  ['stewardess', 'steward'],
  ['hostess', 'host'],
  ['souffleuse', 'souffleur'],
  ['direktrice', 'direktor'],
  ['purserette', 'purser'],
  ['proette', 'pro'],
  ['woman', 'man'],
];

/**
 * Adjectives and adjectival nouns with a case or gender ending ("technischer", "angestellten",
 * "examinierte"): participles and "-isch"/"-lich" adjectives, never "-er" nouns such as "Leiter" or "Fischer".
 */
const ADJECTIVE =
  /^(?!.*fischer$)(.*(?:isch|lich|iert|ellt|ragt|prüft|lernt|igt|nnt|bildend|leitend|tretend|sitzend|führend|beratend|studierend|ständig|kundig))e[rnms]$/;

/** The masculine form of a feminine job word, spelled as typed; null when the word is not feminine. */
export function masculineOf(word: string): string | null {
  for (const [pattern, replacement] of FEMININE_ENDINGS)
    if (pattern.test(word)) return word.replace(pattern, replacement);
  const direct = masculineForm(word);
  if (direct) return direct;
  if (word.length > 4 && (word.endsWith('frau') || word.endsWith('frauen'))) return otherGender(word)[0];
  // Umlauts typed out: "koechin" → "köchin" → "koch".
  for (const spelled of umlautForms(word)) {
    const masculine = masculineForm(spelled);
    if (masculine) return masculine;
  }
  return null;
}

/** Words already seen: titles repeat their words ("fachkraft", "meister"), so the index builds faster. */
const seen = new Map<string, string>();
const MAX_SEEN = 50_000;

/** The base form of one lower-case title word (see the module comment). */
export function baseWord(word: string): string {
  let base = seen.get(word);
  if (base === undefined) {
    if (seen.size >= MAX_SEEN) seen.clear();
    base = baseFormOf(word);
    seen.set(word, base);
  }
  return base;
}

function baseFormOf(word: string): string {
  const masculine = masculineOf(word) ?? word;
  const adjective = ADJECTIVE.exec(masculine);
  if (adjective) return `${adjective[1]}e`;
  if (masculine.endsWith('kräfte')) return `${masculine.slice(0, -6)}kraft`;
  if (masculine.length > 5 && masculine.endsWith('leute')) return `${masculine.slice(0, -5)}mann`;
  return masculine;
}

/**
 * Head nouns that job titles put before or after what the job is about: "Fachkraft für Lagerlogistik" and
 * "Lagerlogistikfachkraft", "Kaufmann im Einzelhandel" and "Einzelhandelskaufmann" are the same title.
 */
const HEAD_NOUNS = ['fachkraft', 'helfer', 'mitarbeiter', 'kaufmann', 'fachmann', 'assistent'];
const MIN_FIELD = 4;

/** A linking "s" at the end of a compound's first part ("versicherungs|kaufmann"), when it is one. */
function withoutLink(field: string): string {
  return field.length >= 6 && field.endsWith('s') && !/(ss|us|is|as|os)$/.test(field) ? field.slice(0, -1) : field;
}

/**
 * A compound of a field and a head noun as the head noun and the field, the order of "Fachkraft für …":
 * "lagerlogistikfachkraft" → ["fachkraft", "lagerlogistik"]; other words as they are.
 */
export function headFirst(word: string): string[] {
  for (const head of HEAD_NOUNS) {
    if (!word.endsWith(head)) continue;
    const field = word.slice(0, -head.length).replace(/-$/, '');
    if (field.length >= MIN_FIELD && field !== 'fach') return [head, withoutLink(field)];
  }
  return [word];
}
