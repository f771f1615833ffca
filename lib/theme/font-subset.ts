/**
 * The characters of the preloaded Inter file (lib/theme/fonts/inter-latin-de-wght.woff2): Latin-1 and the
 * punctuation German text sets (quotes „“ ‚‘, dashes, ellipsis, €, bullets). A letter outside it comes from
 * the Latin Extended face or the fallback. scripts/generate-font-subset.ts writes the file from this list,
 * and lib/theme/fonts.ts declares the same list as the face's unicode-range.
 */
export const SUBSET_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2020, 0x2022],
  [0x2026, 0x2026],
  [0x2030, 0x2030],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

/** The weights the style sheets use (400 to 750); the file keeps only this stretch of the weight axis. */
export const SUBSET_WEIGHTS = { min: 400, max: 750 } as const;

/**
 * OpenType features kept: kerning, ligatures and marks for text, tabular figures (result counts) and
 * case-sensitive forms; Inter's stylistic sets and alternates are unused and dropped.
 */
export const SUBSET_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'tnum', 'case'];

export function subsetText(): string {
  let text = '';
  for (const [from, to] of SUBSET_RANGES) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  return text;
}

/** The CSS unicode-range value of the subset, e.g. "U+0020-007E, U+00A0-00FF, U+0131". */
export function subsetUnicodeRange(): string {
  const hex = (c: number) => c.toString(16).toUpperCase().padStart(4, '0');
  return SUBSET_RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

export function inSubset(char: string): boolean {
  const c = char.codePointAt(0) ?? 0;
  return SUBSET_RANGES.some(([from, to]) => c >= from && c <= to);
}
