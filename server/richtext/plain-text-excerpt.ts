import sanitizeHtml from 'sanitize-html';

/**
 * Plain text of rich text for teasers and meta descriptions: tags dropped (block ends become spaces),
 * entities decoded, whitespace collapsed, cut at a word boundary with an ellipsis when longer than `max`.
 */
export function plainTextExcerpt(html: string, max = 300): string {
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|tr|td|th|blockquote)>|<br\s*\/?>/gi, ' ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'textarea', 'noscript', 'title'] })
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
