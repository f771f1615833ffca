import { describe, expect, it } from 'vitest';
import { plainTextExcerpt } from './plain-text-excerpt';

describe('plainTextExcerpt', () => {
  it.each([
    [
      'drops tags and keeps words of adjacent blocks apart',
      '<h2>Aufgaben</h2><ul><li>Pflege</li><li>Beratung</li></ul>',
      'Aufgaben Pflege Beratung',
    ],
    [
      'decodes entities and non-breaking spaces',
      '<p>Kaffee&nbsp;&amp; Obst &lt;gratis&gt;</p>',
      'Kaffee & Obst <gratis>',
    ],
    ['never lets script text through', '<p>Hallo</p><script>alert(1)</script>', 'Hallo'],
    ['collapses whitespace', '<p>  viel\n\n   Platz </p>', 'viel Platz'],
  ])('%s', (_name, html, expected) => {
    expect(plainTextExcerpt(html)).toBe(expected);
  });

  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const text = plainTextExcerpt(`<p>${'Wort '.repeat(100)}</p>`, 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text).toMatch(/Wort…$/);
  });
});
