import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText (§5 rich text formats)', () => {
  const filtered: Array<[string, string, string]> = [
    [
      'keeps basic text and lists',
      '<p><strong>Pflege</strong> <em>mit</em> Herz</p><ul><li>A</li></ul><ol start="3"><li>B</li></ol>',
      '<p><strong>Pflege</strong> <em>mit</em> Herz</p><ul><li>A</li></ul><ol start="3"><li>B</li></ol>',
    ],
    [
      'keeps headings 2-6, drops h1 but keeps its text',
      '<h1>Titel</h1><h2>Zwei</h2><h6>Sechs</h6>',
      'Titel<h2>Zwei</h2><h6>Sechs</h6>',
    ],
    [
      'keeps images with src and alt',
      '<img src="https://example.org/a.png" alt="Team" width="5">',
      '<img src="https://example.org/a.png" alt="Team" />',
    ],
    ['keeps tables', '<table><tr><th>A</th><td>B</td></tr></table>', '<table><tr><th>A</th><td>B</td></tr></table>'],
    [
      'keeps the listed link attributes',
      '<a href="https://example.org" hreflang="de" target="_blank" onclick="x()">Link</a>',
      '<a href="https://example.org" hreflang="de" target="_blank">Link</a>',
    ],
    [
      'keeps the entity data attributes, drops other data attributes',
      '<img src="/a.png" data-entity-type="file" data-entity-uuid="u1" data-caption="c" alt="">',
      '<img src="/a.png" data-entity-type="file" data-entity-uuid="u1" alt="" />',
    ],
    ['drops script with its content', '<p>Hallo</p><script>alert(1)</script>', '<p>Hallo</p>'],
    ['drops style with its content', '<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
    [
      'drops iframes with their content',
      '<iframe src="https://video.example/1">kein Frame</iframe><p>x</p>',
      '<p>x</p>',
    ],
    ['drops javascript: links', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['drops class and style attributes', '<p class="a" style="color:red" id="anker">x</p>', '<p id="anker">x</p>'],
    ['turns non-breaking-space entities into spaces', '<p>Voll&nbsp;zeit&#160;job</p>', '<p>Voll zeit job</p>'],
  ];
  it.each(filtered)('filtered_html %s', (_name, input, expected) => {
    expect(sanitizeRichText(input, 'filtered_html')).toBe(expected);
  });

  it('full_html also allows https iframes and target', () => {
    const html =
      '<iframe src="https://video.example/embed/1" title="Video"></iframe><a href="/x" target="_blank">x</a>';
    expect(sanitizeRichText(html, 'full_html')).toBe(html);
  });

  it('full_html still drops scripts and non-https iframes', () => {
    expect(sanitizeRichText('<script>x</script><iframe src="http://video.example/1"></iframe>', 'full_html')).toBe(
      '<iframe></iframe>',
    );
  });

  it('plain escapes markup and keeps paragraphs and line breaks', () => {
    expect(sanitizeRichText('<b>Hallo</b>\nWelt\n\nZweiter&nbsp;Absatz', 'plain')).toBe(
      '<p>&lt;b&gt;Hallo&lt;/b&gt;<br>Welt</p><p>Zweiter Absatz</p>',
    );
  });
});
