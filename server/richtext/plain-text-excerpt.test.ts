import { describe, expect, it } from 'vitest';
import { plainTextExcerpt } from './plain-text-excerpt';

describe('plainTextExcerpt', () => {
  it.each([
    [
      'drops tags and keeps words of adjacent blocks apart',
      '<h2>Aufgaben</h2><ul><li>Pflege</li><li>Beratung</li></ul>',
      'Aufgaben Pflege Beratung',
    ],
    // Inline markup inside a word leaves the word whole (a meta description once read "Wel t").
    ['keeps a word whole across inline tags', '<p>Hallo&nbsp;<strong>Wel</strong>t</p>', 'Hallo Welt'],
    [
      'decodes entities and non-breaking spaces',
      '<p>Kaffee&nbsp;&amp; Obst &lt;gratis&gt; &euro;</p>',
      'Kaffee & Obst <gratis> €',
    ],
    ['never lets script text through', '<p>Hallo</p><script>alert(1)</script>', 'Hallo'],
    ['never lets style or noscript text through', '<style>p{}</style><noscript>x</noscript><p>Text</p>', 'Text'],
    ['collapses whitespace', '<p>  viel\n\n   Platz </p>', 'viel Platz'],
  ])('%s', (_name, html, expected) => {
    expect(plainTextExcerpt(html)).toBe(expected);
  });

  // Teasers take 300 characters, meta descriptions 160 (server/routes/get-rout-info.ts).
  it.each([
    ['a teaser', 300, 'Wort '.repeat(100), 'Wort…'],
    ['a meta description', 160, 'Wort '.repeat(60), 'Wort…'],
    ['a short limit', 50, 'Wort '.repeat(100), 'Wort…'],
    ['one endless word: cut inside it', 50, 'x'.repeat(80), `${'x'.repeat(49)}…`],
    ['a trailing comma is dropped before the ellipsis', 12, 'eins, zwei, drei, vier', 'eins, zwei…'],
  ])('cuts %s at a word with an ellipsis, within %i characters', (_case, max, text, ending) => {
    const excerpt = plainTextExcerpt(`<p>${text}</p>`, max);
    expect(excerpt.length).toBeLessThanOrEqual(max);
    expect(excerpt.endsWith(ending)).toBe(true);
  });

  it('keeps text within the limit as it is', () => {
    expect(plainTextExcerpt('<p>Kurz und gut.</p>', 160)).toBe('Kurz und gut.');
  });
});
