import type { LanguageLevel } from '../db/schema';
import { fold, headingKind } from './cv-sections';
import type { ImportTerm, TermMatcher } from './cv-terms';

/** A language as the CV states it: the taxonomy term when one matches, the level as written. */
export type ProposedLanguage = { tid?: number; name: string; level?: string };

const LEVELS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b([ABC][12])\b/, '$1'],
  [/muttersprach/i, 'Muttersprache'],
  [/verhandlungssicher/i, 'verhandlungssicher'],
  [/fließend|fliessend/i, 'fließend'],
  [/sehr gut/i, 'sehr gut'],
  [/grundkenntnis|basiskenntnis|grundlagen/i, 'Grundkenntnisse'],
  [/\bgut/i, 'gut'],
];

function levelOf(text: string): string | undefined {
  for (const [pattern, name] of LEVELS) {
    const m = pattern.exec(text);
    if (m) return name.replace('$1', m[1] ?? '');
  }
  return undefined;
}

/**
 * The resume's level (CEFR or native) for a level as a CV words it, after the resume editor's own labels
 * ("C1 – fließend", "B2 – gut", "A2 – Grundkenntnisse"): Muttersprache native, verhandlungssicher and
 * fließend C1, sehr gut and gut B2 (the lower of the two readings; the applicant reviews it), Grundkenntnisse
 * A2 (docs/product-decisions.md, "CV import: PDF text, bullets and languages").
 */
const RESUME_LEVELS: Readonly<Record<string, LanguageLevel>> = {
  Muttersprache: 'native',
  verhandlungssicher: 'C1',
  fließend: 'C1',
  'sehr gut': 'B2',
  gut: 'B2',
  Grundkenntnisse: 'A2',
};

export function resumeLevel(written: string | undefined): LanguageLevel | undefined {
  if (!written) return undefined;
  if (/^(?:A1|A2|B1|B2|C1|C2)$/.test(written)) return written as LanguageLevel;
  return RESUME_LEVELS[written];
}

/** Items of a list line, cut at commas, semicolons and bullets but not inside parentheses. */
export function listItems(line: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of line) {
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && /[,;·•|▪]/.test(ch)) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  items.push(current);
  return items.map((item) => item.replace(/^[\s*–-]+|\s+$/g, '')).filter(Boolean);
}

/** "Sprachen:", "Fremdsprache(n):" before a list of languages. */
const LANGUAGES_LABEL = /^[^:]*sprachen?(?:\(n\))?\s*:\s*/i;
const LANGUAGE_WORD = /^\p{Lu}\p{Ll}+(?:isch|sch)$/u;

/** Languages of the languages section: "Englisch (C1)", "Muttersprache(n): Deutsch", "Englisch  C1 C1 B2". */
export function parseLanguages(lines: readonly string[], match: TermMatcher): ProposedLanguage[] {
  const found = new Map<string, ProposedLanguage>();
  for (const line of lines) {
    const native = /^muttersprache(?:\(n\))?\s*:?\s*(.+)$/i.exec(line);
    const items = native ? listItems(native[1]).map((name) => `${name} (Muttersprache)`) : listItems(line);
    for (const item of items) {
      const text = item.replace(LANGUAGES_LABEL, '');
      const term = match(text);
      const name = term?.label ?? text.split(/[\s(:–-]/)[0];
      if (!term && !LANGUAGE_WORD.test(name)) continue;
      const key = term ? String(term.tid) : fold(name);
      if (!found.has(key)) found.set(key, { tid: term?.tid, name, level: levelOf(text.slice(name.length)) });
    }
  }
  return [...found.values()];
}

const LABEL = /^([\p{L} -]{2,30}):\s*(.+)$/u;

/** "Sprachen: …", "Sprachkenntnisse: …": a line labelled with a languages heading. */
export const isLanguagesLine = (line: string) => {
  const label = LABEL.exec(line)?.[1];
  return !!label && headingKind(label) === 'languages';
};

/** An item that names a language first ("Englisch (B2)", "Englisch – fließend", "Deutsch"). */
const isLanguageItem = (item: string, match: TermMatcher) => {
  const first = item.replace(LANGUAGES_LABEL, '').split(/[\s(:–-]/)[0];
  return first.length > 2 && match(first) !== undefined && fold(match(first)!.label) === fold(first);
};

/**
 * Language lines outside a languages section, taken out of the skills: a line labelled as languages
 * ("Sprachkenntnisse: Deutsch (Muttersprache), Englisch – fließend") and, from unlabelled list lines, the
 * items that name a language. Returns the language lines and the skills lines without them.
 */
export function splitLanguageLines(
  lines: readonly string[],
  match: TermMatcher,
): { languages: string[]; rest: string[] } {
  const languages: string[] = [];
  const rest: string[] = [];
  for (const line of lines) {
    if (isLanguagesLine(line)) languages.push(line);
    else if (LABEL.test(line)) rest.push(line);
    else {
      const items = listItems(line);
      const named = items.filter((item) => isLanguageItem(item, match));
      const others = items.filter((item) => !named.includes(item));
      if (named.length > 0) languages.push(named.join(', '));
      if (others.length > 0) rest.push(named.length > 0 ? others.join(', ') : line);
    }
  }
  return { languages, rest };
}

const LEVEL_NOTE = /\s*\((?:[^)]*(?:kenntnis|gut|sicher|fließend|grundlagen|experte|jahre)[^)]*)\)\s*$/i;

/** Skills: every list item mapped to a skill term where one matches, the rest kept as free text. */
export function parseSkills(
  sections: ReadonlyArray<{ heading: string; lines: readonly string[] }>,
  match: TermMatcher,
): { terms: ImportTerm[]; free: string[] } {
  const terms = new Map<number, ImportTerm>();
  const free = new Map<string, string>();
  for (const { heading, lines } of sections) {
    const licence = fold(heading) === 'fuhrerschein';
    for (const line of lines) {
      const labeled = LABEL.exec(line);
      const prefix = labeled && fold(labeled[1]) === 'fuhrerschein' ? 'Führerschein ' : licence ? 'Führerschein ' : '';
      for (const raw of listItems(labeled ? labeled[2] : line)) {
        const item = `${prefix}${raw.replace(/^klasse\s+/i, prefix ? 'Klasse ' : '')}`.replace(LEVEL_NOTE, '').trim();
        if (item.length < 2 || item.length > 60) continue;
        const term = match(item);
        if (term) terms.set(term.tid, term);
        else if (!free.has(fold(item))) free.set(fold(item), item);
      }
    }
  }
  return { terms: [...terms.values()], free: [...free.values()] };
}
