import { fold } from './cv-sections';

/** A taxonomy term the import may propose (languages, skills, degree levels, fields of study). */
export type ImportTerm = { tid: number; label: string };

/** The ways a CV names a term: its label, the label without its parenthesis, and each name inside it. */
function aliases(term: ImportTerm): string[] {
  const label = term.label;
  const inner = /\(([^)]*)\)/.exec(label)?.[1] ?? '';
  const bare = label.replace(/\([^)]*\)/g, ' ');
  const names = [label, bare, ...inner.split(/[,/]/), ...bare.split(/\s*[&/]\s*|\s+und\s+/)];
  const out = new Set<string>();
  for (const name of names) {
    const folded = fold(name);
    if (folded.length >= 2) out.add(folded);
    if (folded.includes(' klasse ')) out.add(folded.replace(' klasse ', ' '));
  }
  return [...out];
}

export type TermMatcher = (text: string) => ImportTerm | undefined;

/**
 * Finds the term a CV's item names: an item equal to a name of the term, else the term whose name is the
 * longest whole-word part of the item ("SAP S/4HANA" → SAP, "Englisch – verhandlungssicher" → Englisch).
 * Names shorter than three letters count only as the whole item.
 */
export function termMatcher(terms: readonly ImportTerm[]): TermMatcher {
  const index = terms.flatMap((term) => aliases(term).map((alias) => ({ alias, term })));
  index.sort((a, b) => b.alias.length - a.alias.length);
  const exact = new Map(index.map(({ alias, term }) => [alias, term]));
  return (text) => {
    const folded = fold(text);
    if (!folded) return undefined;
    const found = exact.get(folded);
    if (found) return found;
    const padded = ` ${folded} `;
    return index.find(({ alias }) => alias.length >= 3 && padded.includes(` ${alias} `))?.term;
  };
}
