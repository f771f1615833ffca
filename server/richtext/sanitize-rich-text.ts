import sanitizeHtml from 'sanitize-html';
import { iframeTransform, oembedTransform } from './media-embed';
import { normalizeOfficeHtml } from './office-html';

export type RichTextFormat = 'filtered_html' | 'full_html' | 'plain';

/** docs/product.md §5 filtered_html: basic text, lists, headings 2-6, images, tables, links. */
const FILTERED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'span',
  'div',
  'blockquote',
  'cite',
  'code',
  'pre',
  'hr',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
];

/** docs/product.md §5: the only attributes kept; every other attribute, data-* included, is dropped. */
const FILTERED_ATTRIBUTES = [
  'href',
  'hreflang',
  'cite',
  'type',
  'start',
  'id',
  'src',
  'alt',
  'data-entity-type',
  'data-entity-uuid',
  'target',
];

/**
 * docs/product.md §5: removed tags lose their contents too; these are the ones whose text must never leak into the
 * page.
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'object',
  'embed',
  'svg',
  'math',
  'form',
  'button',
  'select',
  'template',
  'title',
  'head',
];

const NBSP = /&nbsp;|&#160;|&#xa0;|\u00a0/gi;

function options(format: 'filtered_html' | 'full_html'): sanitizeHtml.IOptions {
  const full = format === 'full_html';
  return {
    allowedTags: full ? [...FILTERED_TAGS, 'iframe'] : FILTERED_TAGS,
    allowedAttributes: full
      ? { '*': FILTERED_ATTRIBUTES, iframe: [...FILTERED_ATTRIBUTES, 'allowfullscreen', 'title', 'width', 'height'] }
      : { '*': FILTERED_ATTRIBUTES },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: [], iframe: ['https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: full ? DROPPED_WITH_CONTENT : [...DROPPED_WITH_CONTENT, 'iframe'],
    transformTags: { oembed: oembedTransform(full), iframe: iframeTransform },
    // An image whose address was refused (another site's, data:, javascript:) would be an empty box; a frame
    // of anything but the two video players is dropped (the CSP's frame-src allows only them).
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && !ownImageAddress(frame.attribs.src)) || (frame.tag === 'iframe' && !frame.attribs.src),
  };
}

/**
 * Images only from this site (our uploads, `/api/files/<id>`): another site's image would tell it who reads
 * which job (docs/security.md), and the CSP's img-src allows only 'self'. A site-relative path, never `//`.
 */
function ownImageAddress(src: string | undefined): boolean {
  return !!src && src.startsWith('/') && !src.startsWith('//') && !src.startsWith('/\\');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The one sanitizer for every place that shows rich text (docs/product.md §5 formats); returns safe HTML. */
export function sanitizeRichText(input: string, format: RichTextFormat): string {
  const text = input.replace(NBSP, ' ');
  if (format === 'plain') {
    return text
      .split(/\n{2,}/)
      .map((para) => para.trim())
      .filter(Boolean)
      .map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`)
      .join('');
  }
  // Word's HTML (pasted without the editor) first becomes lists and paragraphs; the sanitizer then drops its
  // styles and classes like any other attribute.
  return sanitizeHtml(normalizeOfficeHtml(text), options(format)).replace(NBSP, ' ');
}
