import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText (docs/product.md §5 rich text formats)', () => {
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
      'keeps images of our uploads with src and alt',
      '<img src="/api/files/0b7c5a52/800.webp" alt="Team" width="5">',
      '<img src="/api/files/0b7c5a52/800.webp" alt="Team" />',
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

  it('full_html also allows the video players and target', () => {
    const html =
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video"></iframe><a href="/x" target="_blank">x</a>';
    expect(sanitizeRichText(html, 'full_html')).toBe(html);
  });

  /** docs/security.md: frames only of the video players media embeds become; images only of our own uploads. */
  const foreign: Array<[string, string, string, string]> = [
    ['a frame of another site', '<iframe src="https://evil.example/login">x</iframe><p>t</p>', '<p>t</p>', '<p>t</p>'],
    ['a frame over http', '<iframe src="http://video.example/embed/1"></iframe>', '', ''],
    ['a frame without an address', '<iframe srcdoc="<script>x</script>"></iframe><p>t</p>', '<p>t</p>', '<p>t</p>'],
    [
      'a frame of a look-alike host',
      '<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>',
      '',
      '',
    ],
    [
      'an image of another site',
      '<p>a<img src="https://tracker.example/pixel.gif" alt="">b</p>',
      '<p>ab</p>',
      '<p>ab</p>',
    ],
    ['an image over http', '<img src="http://example.org/a.png" alt="x">', '', ''],
    ['a protocol-relative image', '<img src="//tracker.example/p.gif"><img src="/\\tracker.example/p.gif">', '', ''],
  ];
  it.each(foreign)('drops %s', (_name, input, filtered, full) => {
    expect(sanitizeRichText(input, 'filtered_html')).toBe(filtered);
    expect(sanitizeRichText(input, 'full_html')).toBe(full);
  });

  const players: Array<[string, string, string, string]> = [
    [
      'a YouTube frame, as the privacy-enhanced player',
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560"></iframe>',
      '',
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="560"></iframe>',
    ],
    [
      'a Vimeo frame, as the player without tracking',
      '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
      '',
      '<iframe src="https://player.vimeo.com/video/76979871?dnt=1"></iframe>',
    ],
  ];
  it.each(players)('full_html keeps %s (filtered_html no frame)', (_name, input, filtered, full) => {
    expect(sanitizeRichText(input, 'filtered_html')).toBe(filtered);
    expect(sanitizeRichText(input, 'full_html')).toBe(full);
  });

  /**
   * What CKEditor 5 saves for the docs/product.md §6 toolbars (heading, bold, italic, link, lists, quote; table, media
   * embed).
   */
  const ckeditor: Array<[string, string, string, string]> = [
    [
      'headings, bold, italic, links, lists and quotes pass unchanged',
      '<h2>Ihre Aufgaben</h2><p><strong>Verkauf</strong> und <i>Beratung</i>, <a href="https://example.org">mehr</a></p><ul><li>A</li></ul><ol><li>B</li></ol><blockquote><p>Zitat</p></blockquote>',
      '<h2>Ihre Aufgaben</h2><p><strong>Verkauf</strong> und <i>Beratung</i>, <a href="https://example.org">mehr</a></p><ul><li>A</li></ul><ol><li>B</li></ol><blockquote><p>Zitat</p></blockquote>',
      'same',
    ],
    [
      'figure.table keeps the table without the class',
      '<figure class="table"><table><thead><tr><th>Tag</th></tr></thead><tbody><tr><td colspan="2">Mo</td></tr></tbody></table></figure>',
      '<figure><table><thead><tr><th>Tag</th></tr></thead><tbody><tr><td>Mo</td></tr></tbody></table></figure>',
      'same',
    ],
    [
      'figure.image keeps the image and its caption',
      '<figure class="image image_resized" style="width:50%"><img src="/api/files/7d1e/800.webp" alt="Team" width="800" height="600"><figcaption>Unser Team</figcaption></figure>',
      '<figure><img src="/api/files/7d1e/800.webp" alt="Team" /><figcaption>Unser Team</figcaption></figure>',
      'same',
    ],
    [
      'indented paragraphs lose the indent (style is not kept)',
      '<p style="margin-left:40px;">eingerückt</p>',
      '<p>eingerückt</p>',
      'same',
    ],
    [
      'a YouTube media embed: a link, and the privacy-enhanced player in full_html',
      '<figure class="media"><oembed url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></oembed></figure>',
      '<figure><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></figure>',
      '<figure><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video" allowfullscreen="allowfullscreen"></iframe></figure>',
    ],
    [
      'a Vimeo media embed: the player without tracking in full_html',
      '<figure class="media"><oembed url="https://vimeo.com/76979871"></oembed></figure>',
      '<figure><a href="https://vimeo.com/76979871">https://vimeo.com/76979871</a></figure>',
      '<figure><iframe src="https://player.vimeo.com/video/76979871?dnt=1" title="Video" allowfullscreen="allowfullscreen"></iframe></figure>',
    ],
    [
      'any other media embed stays a link, never a frame',
      '<figure class="media"><oembed url="https://maps.example.org/karte"></oembed></figure>',
      '<figure><a href="https://maps.example.org/karte">https://maps.example.org/karte</a></figure>',
      'same',
    ],
    [
      'a media embed with a script address keeps only its text',
      '<figure class="media"><oembed url="javascript:alert(1)"></oembed></figure>',
      '<figure><a>javascript:alert(1)</a></figure>',
      'same',
    ],
  ];
  it.each(ckeditor)('CKEditor 5 output: %s', (_name, input, filtered, full) => {
    expect(sanitizeRichText(input, 'filtered_html')).toBe(filtered);
    expect(sanitizeRichText(input, 'full_html')).toBe(full === 'same' ? filtered : full);
  });

  const hostile: Array<[string, string, string]> = [
    ['entity-encoded javascript: links', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['javascript: split by a tab', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    [
      'a script address in cite',
      '<blockquote cite="javascript:alert(1)"><p>x</p></blockquote>',
      '<blockquote><p>x</p></blockquote>',
    ],
    [
      'images from data: addresses, with the empty image',
      '<p>a<img src="data:image/png;base64,AAAA">b</p>',
      '<p>ab</p>',
    ],
    ['event handlers on any element', '<h3 onmouseover="x()">Titel</h3>', '<h3>Titel</h3>'],
    [
      'svg and math with their contents',
      '<svg><script>alert(1)</script></svg><math><mi>x</mi></math><p>t</p>',
      '<p>t</p>',
    ],
    ['comments', '<p>x<!-- intern --></p>', '<p>x</p>'],
    ['non-breaking spaces in every spelling', '<p>a&#x00A0;b&#0160;c\u00a0d</p>', '<p>a b c d</p>'],
  ];
  it.each(hostile)('both formats drop %s', (_name, input, expected) => {
    expect(sanitizeRichText(input, 'filtered_html')).toBe(expected);
    expect(sanitizeRichText(input, 'full_html')).toBe(expected);
  });

  it('full_html keeps frame sizes only on iframes', () => {
    expect(
      sanitizeRichText(
        '<p width="5" title="t">x</p><iframe src="https://player.vimeo.com/video/1" width="560" height="315"></iframe>',
        'full_html',
      ),
    ).toBe('<p>x</p><iframe src="https://player.vimeo.com/video/1?dnt=1" width="560" height="315"></iframe>');
  });

  it('plain escapes markup and keeps paragraphs and line breaks', () => {
    expect(sanitizeRichText('<b>Hallo</b>\nWelt\n\nZweiter&nbsp;Absatz', 'plain')).toBe(
      '<p>&lt;b&gt;Hallo&lt;/b&gt;<br>Welt</p><p>Zweiter Absatz</p>',
    );
  });
});
