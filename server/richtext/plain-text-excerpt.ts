import { Parser } from 'htmlparser2';

/** Tags whose end separates words (a list item from the next, a heading from its paragraph). */
const BREAKS = new Set([
  'p',
  'div',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'td',
  'th',
  'blockquote',
  'br',
  'ul',
  'ol',
]);
/** Tags whose text is never shown. */
const HIDDEN = new Set(['script', 'style', 'textarea', 'noscript', 'title']);
/** The HTML is read in slices until there is enough text: a teaser needs the start of a long description only. */
const SLICE = 2048;

/**
 * Plain text of rich text for teasers and meta descriptions: tags dropped (block ends become spaces),
 * entities decoded, whitespace collapsed, cut at a word boundary with an ellipsis when longer than `max`.
 * A listing asks for ten of these per page, so only as much HTML is parsed as the excerpt needs.
 */
export function plainTextExcerpt(html: string, max = 300): string {
  let raw = '';
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hidden++;
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BREAKS.has(name)) raw += ' ';
      },
      ontext(text) {
        if (hidden === 0) raw += text;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  for (let at = 0; at < html.length; at += SLICE) {
    parser.write(html.slice(at, at + SLICE));
    // Room for collapsed whitespace: stop once the text surely holds more than `max` visible characters.
    if (raw.replace(/\s+/g, ' ').length > max + 1) break;
  }
  parser.end();
  const text = raw.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
