/**
 * Word's clipboard HTML made plain (docs/product-decisions.md "Pasting from Word"). The editor's paste-from-Office
 * does this in the browser; this is the same for what reaches the server without it (the form without
 * JavaScript, the API): Word's list paragraphs become lists, its markers, conditional comments, `o:p` and
 * spans go, and paragraphs that held only a non-breaking space are dropped. Styles and classes are dropped by
 * the sanitizer after this. Word writes paragraphs flat (never nested), which is what makes a pass over them
 * by pattern sound.
 */

/** Word's HTML says what it is: its namespaces, its `Mso…` classes, its `mso-` styles. */
const WORD_MARKERS = /urn:schemas-microsoft-com:office|class=["']?Mso|mso-/i;

const PARAGRAPH_OPEN = /<p\b([^<>]*)>/gi;
const LIST_STYLE = /mso-list:\s*l(\d+)\s+level(\d+)/i;
/** The bullet or number Word writes before a list paragraph's text, for browsers without list support. */
const LIST_MARKER = /<!(?:--)?\[if !supportLists\](?:--)?>([\s\S]*?)<!(?:--)?\[endif\](?:--)?>/i;
/** Numbers, letters or Roman numerals before a dot or parenthesis: "1.", "a)", "iv.". */
const ORDERED_MARKER = /^[(]?([0-9]{1,3}|[a-z]{1,4})[.)]$/i;

export function isOfficeHtml(html: string): boolean {
  return WORD_MARKERS.test(html);
}

type Item = { list: string; level: number; ordered: boolean; html: string };

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
    .trim();

/**
 * Nested lists from consecutive list paragraphs: a deeper level opens a list inside the item before it (an
 * item skipping a level gets an empty item to hang in). Every open list has an open item.
 */
function listHtml(items: Item[]): string {
  let out = '';
  const open: Array<'ul' | 'ol'> = [];
  for (const item of items) {
    while (open.length > item.level) out += `</li></${open.pop()}>`;
    if (open.length === item.level) out += '</li>';
    while (open.length < item.level) {
      const tag = item.ordered ? 'ol' : 'ul';
      out += `<${tag}>`;
      open.push(tag);
      if (open.length < item.level) out += '<li>';
    }
    out += `<li>${item.html}`;
  }
  while (open.length) out += `</li></${open.pop()}>`;
  return out;
}

/** The HTML with Word's list paragraphs as lists and its clutter removed; other HTML is returned as it is. */
export function normalizeOfficeHtml(html: string): string {
  if (!isOfficeHtml(html)) return html;
  const items: Item[] = [];
  let out = '';
  const flush = () => {
    if (items.length) out += listHtml(items.splice(0));
  };
  // By index, not one pattern over the whole text: linear however many unclosed paragraphs a hostile input has.
  const lower = html.toLowerCase();
  let last = 0;
  PARAGRAPH_OPEN.lastIndex = 0;
  for (let open = PARAGRAPH_OPEN.exec(html); open; open = PARAGRAPH_OPEN.exec(html)) {
    const close = lower.indexOf('</p>', PARAGRAPH_OPEN.lastIndex);
    if (close < 0) break;
    const attributes = open[1];
    const inner = html.slice(PARAGRAPH_OPEN.lastIndex, close);
    const between = html.slice(last, open.index);
    last = close + 4;
    PARAGRAPH_OPEN.lastIndex = last;
    // Anything but white space between two list paragraphs (a heading, a table) ends the list.
    if (between.trim()) {
      flush();
      out += between;
    }
    const list = LIST_STYLE.exec(attributes);
    if (list) {
      const marker = textOf(LIST_MARKER.exec(inner)?.[1] ?? '');
      const item = { list: list[1], level: Number(list[2]), ordered: ORDERED_MARKER.test(marker) };
      // Another list right after this one (Word numbers each list l0, l1, …) starts a list of its own.
      if (items.length && items[0].list !== item.list && item.level === 1) flush();
      items.push({ ...item, html: inner.replace(LIST_MARKER, '') });
      continue;
    }
    flush();
    if (textOf(inner)) out += `<p>${inner}</p>`;
  }
  flush();
  out += html.slice(last);
  // Conditional comments (VML shapes, list markers for old browsers), Word's empty `o:p` elements, and spans,
  // which only carry Word's fonts and sizes.
  return withoutBetween(withoutBetween(out, '<!--[if', '<![endif]-->'), '<![if', '<![endif]>').replace(
    /<\/?(?:o:p|span)\b[^<>]*>/gi,
    '',
  );
}

/** The text without every stretch from `open` to the next `close` (both included); linear. */
function withoutBetween(text: string, open: string, close: string): string {
  const lower = text.toLowerCase();
  let out = '';
  let from = 0;
  for (let start = lower.indexOf(open, from); start >= 0; start = lower.indexOf(open, from)) {
    const end = lower.indexOf(close, start + open.length);
    if (end < 0) break;
    out += text.slice(from, start);
    from = end + close.length;
  }
  return out + text.slice(from);
}
