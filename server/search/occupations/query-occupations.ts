import type { AnalyzedTerm } from '../german/analyze-query';
import { kldbOccupations } from './kldb';
import { fieldOf } from './occupation-index';
import { occupationsOf } from './occupation-matcher';

/**
 * The occupations a query names, attached to its terms (docs/architecture.md, "Occupation vocabulary (KldB
 * 2010)"): a word that names occupations ("Buchhalter", "Putzfrau") also finds the jobs classified so,
 * whatever their titles say; a run of words that names one only together ("Fachkraft Lagerlogistik", "Kfz
 * Mechatroniker") becomes one term found by the occupation or by all its words. A word naming none, on its
 * own or through its synonyms ("MFA" → "medizinische fachangestellte"), stays as it was.
 */

type Namer = (text: string) => string[];

const kldbCodes: Namer = (text) => occupationsOf(text).map((m) => m.code);

let groupLabels: ReadonlyMap<string, string> | null = null;

/**
 * The one-word fields of the groups of these codes, in lower case: "Buchhaltung" for 72213, "Lagerwirtschaft"
 * for 51311. Ads name the field where no title names the person ("Industriekaufmann … Buchhaltung").
 */
export function occupationFieldWords(codes: readonly string[]): string[] {
  groupLabels ??= new Map(kldbOccupations().map((o) => [o.code.slice(0, 4), o.groupLabel]));
  const fields = occupationGroups(codes).map((group) => fieldOf(groupLabels?.get(group) ?? '').toLowerCase());
  return [...new Set(fields.filter((field) => /^\p{L}{5,}$/u.test(field)))];
}

const sameCodes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code) => b.includes(code));

/**
 * The codes of one term: what its words name, else what most of its other forms name (synonyms, spellings):
 * "Programmierer" names nothing itself; its synonyms "Softwareentwickler", "Anwendungsentwickler" and
 * "Fachinformatiker Anwendungsentwicklung" outvote "Entwickler" (technical research).
 */
function termCodes(term: AnalyzedTerm, name: Namer): string[] {
  const own = name(term.typed);
  if (own.length) return own;
  const votes = new Map<string, { count: number; codes: Set<string> }>();
  for (const form of term.forms) {
    if (form.match === 'parts') continue;
    const named = name(form.text);
    for (const group of occupationGroups(named)) {
      const vote = votes.get(group) ?? { count: 0, codes: new Set<string>() };
      vote.count++;
      for (const code of named) if (code.startsWith(group)) vote.codes.add(code);
      votes.set(group, vote);
    }
  }
  const best = Math.max(0, ...[...votes.values()].map((v) => v.count));
  return [...votes.values()].filter((v) => v.count === best).flatMap((v) => [...v.codes]);
}

/**
 * The codes a run of several terms names only together: none when dropping its first or last word names
 * the same ("Buchhalter Nürnberg" is "Buchhalter" and a place, not an occupation of two words).
 */
function runCodes(run: readonly AnalyzedTerm[], name: Namer): string[] {
  const text = (terms: readonly AnalyzedTerm[]) => terms.map((t) => t.typed).join(' ');
  const codes = name(text(run));
  if (!codes.length) return [];
  if (sameCodes(codes, name(text(run.slice(1)))) || sameCodes(codes, name(text(run.slice(0, -1))))) return [];
  return codes;
}

/** A term with its occupations' fields as further forms, after its own (they rank below the typed word). */
function withFields(term: AnalyzedTerm): AnalyzedTerm {
  const known = new Set(term.forms.map((f) => f.text));
  const fields = occupationFieldWords(term.occupations ?? []).filter((field) => !known.has(field));
  // As a compound's part ranks: below the typed word and its synonyms, in a title or not.
  return { ...term, forms: [...term.forms, ...fields.map((text) => ({ text, match: 'parts' as const }))] };
}

/** The terms with the occupations they name; runs that name one together are merged into one term. */
export function withOccupations(terms: readonly AnalyzedTerm[], name: Namer = kldbCodes): AnalyzedTerm[] {
  const runs: Array<{ start: number; end: number; codes: string[] }> = [];
  const taken = (start: number, end: number) => runs.some((r) => start < r.end && r.start < end);
  for (let length = terms.length; length >= 2; length--)
    for (let start = 0; start + length <= terms.length; start++) {
      if (taken(start, start + length)) continue;
      const codes = runCodes(terms.slice(start, start + length), name);
      if (codes.length) runs.push({ start, end: start + length, codes });
    }
  const result: AnalyzedTerm[] = [];
  for (let i = 0; i < terms.length;) {
    const run = runs.find((r) => r.start === i);
    if (run) {
      const words = terms.slice(run.start, run.end).map((t) => t.typed);
      result.push({
        typed: words.join(' '),
        forms: [{ text: words.join(' '), match: 'parts' }],
        occupations: run.codes,
      });
      i = run.end;
    } else {
      const codes = termCodes(terms[i], name);
      result.push(codes.length ? withFields({ ...terms[i], occupations: codes }) : terms[i]);
      i++;
    }
  }
  return result;
}

let allCodes: readonly string[] | null = null;

/**
 * Every KldB code of the groups of these codes (the four-digit group, or the wider group a widened search
 * asks for): a list the database compares with `&&`, cheaper per job than matching prefixes.
 */
export function codesOfGroups(codes: readonly string[]): string[] {
  allCodes ??= kldbOccupations().map((o) => o.code);
  const groups = occupationGroups(codes);
  return allCodes.filter((code) => groups.some((group) => code.startsWith(group)));
}

/** The four-digit groups of five-digit codes, each once (shorter codes stay as they are). */
export const occupationGroups = (codes: readonly string[]): string[] => [...new Set(codes.map((c) => c.slice(0, 4)))];

/**
 * The terms with their occupations widened to the KldB's wider group of `digits` digits: three, the
 * "Berufsgruppe" (a "Dachdecker", 32142, among "Hochbau": Maurer, Zimmerer), or two, the "Berufshauptgruppe"
 * (a "Steuerfachangestellte" among accounting). Null when no term names an occupation.
 */
export function widenedOccupations(terms: readonly AnalyzedTerm[], digits: 2 | 3): AnalyzedTerm[] | null {
  if (!terms.some((t) => t.occupations?.length)) return null;
  return terms.map((term) =>
    term.occupations?.length
      ? { ...term, occupations: [...new Set(term.occupations.map((c) => c.slice(0, digits)))] }
      : term,
  );
}
