/** Words that say what kind of company it is, not which: "Müller GmbH & Co. KG" is "M", not "MG". */
const LEGAL_FORMS = new Set([
  'gmbh',
  'ag',
  'kg',
  'co',
  'ug',
  'ohg',
  'gbr',
  'ev',
  'eg',
  'se',
  'mbh',
  'kgaa',
  'inc',
  'ltd',
]);

/**
 * Up to two capital letters for an employer without a logo: the first letters of its first two words that
 * start with a letter, leaving out legal forms. "?" when the name has no letter at all.
 */
export function initials(name: string): string {
  const words = name
    .split(/[\s/&+,-]+/)
    .filter((word) => /^\p{L}/u.test(word) && !LEGAL_FORMS.has(word.toLowerCase().replace(/\./g, '')));
  const letters = words.slice(0, 2).map((word) => word[0].toLocaleUpperCase('de'));
  return letters.join('') || name.match(/\p{L}/u)?.[0]?.toLocaleUpperCase('de') || '?';
}
