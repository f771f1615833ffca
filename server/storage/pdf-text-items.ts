/** A text item as pdf.js's getTextContent gives it (marked-content items have no `str`). */
export type TextItem = { str?: string; hasEOL?: boolean; transform?: number[]; width?: number };

/**
 * Items closer than this fraction of the font size touch: one word split into items (a ligature glyph from a
 * font resource of its own, a bold letter, a kerned run). A space in a text font is 0.25–0.3 em, and pdf.js
 * itself inserts a space item for gaps over about 0.1 em, so 0.1 em tells touching items from separate words.
 */
const TOUCHING_GAP = 0.1;
/** Items whose baselines differ by more than this fraction of the font size are not on one line. */
const SAME_LINE = 0.5;

/** Ligature characters (U+FB00–FB06) as their letters, as pdftotext gives them. */
const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};
const unligate = (text: string) => text.replace(/[\uFB00-\uFB06]/g, (c) => LIGATURES[c]);

type Placed = { text: string; x: number; y: number; end: number; size: number } | null;

function placed(item: TextItem, text: string): Placed {
  const t = item.transform;
  if (!t || t.length < 6 || typeof item.width !== 'number') return null;
  const size = Math.hypot(t[2], t[3]) || Math.hypot(t[0], t[1]);
  return { text, x: t[4], y: t[5], end: t[4] + item.width, size };
}

/** Whether the item starts where the one before it ended, on its line: then no space lies between them. */
function touches(before: Placed, item: Placed): boolean {
  if (!before || !item || !before.size) return false;
  const size = Math.max(before.size, item.size);
  if (Math.abs(item.y - before.y) > size * SAME_LINE) return false;
  return Math.abs(item.x - before.end) < size * TOUCHING_GAP;
}

/**
 * One page's text from pdf.js's items: items that touch are joined as they are, items with a gap between them
 * get one space, line ends (`hasEOL`) become line breaks; blank runs fold to one space, empty lines go.
 * Positions decide, not item boundaries: pdf.js starts a new item at every font change, so a word typeset
 * with a ligature comes as "P", "ﬂ", "egefachkraft" (docs/product-decisions.md, "CV import: PDF text,
 * bullets and languages").
 */
export function pageText(items: readonly TextItem[]): string {
  let text = '';
  let before: Placed = null;
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    const str = unligate(item.str);
    const here = placed(item, str);
    const blank = !/\S/.test(str);
    if (blank) {
      // pdf.js's own space items: a space only when they span a gap wider than touching.
      if (str && (!here || !before || here.end - here.x >= here.size * TOUCHING_GAP)) text += ' ';
    } else {
      if (text && !/\s$/.test(text) && !touches(before, here)) text += ' ';
      text += str;
      before = here;
    }
    if (item.hasEOL) {
      text += '\n';
      before = null;
    }
  }
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
