import { describe, expect, it } from 'vitest';
import { DraftHtmlStream } from './draft-html-stream';

/** Feeds the pieces one by one; returns what each push gave and what end() gave. */
function feed(pieces: string[]) {
  const stream = new DraftHtmlStream();
  const parts = pieces.map((piece) => stream.push(piece));
  return { parts, rest: stream.end() };
}

describe('DraftHtmlStream (the model output, sanitized in balanced parts)', () => {
  it('cuts only where every element is closed, even inside nested lists', () => {
    const { parts, rest } = feed(['<ul><li>A<ul><li>', 'B</li></ul></li>', '<li>C</li></', 'ul><p>D']);
    expect(parts).toEqual(['', '', '', '<ul><li>A<ul><li>B</li></ul></li><li>C</li></ul>']);
    expect(rest).toBe('<p>D</p>');
  });

  it('waits for a tag split over two pieces', () => {
    expect(feed(['<h2>Über uns</h', '2>']).parts).toEqual(['', '<h2>Über uns</h2>']);
  });

  it('does not count void elements as open', () => {
    expect(feed(['<p>Zeile<br>zwei<img src="/api/files/a/800.webp" alt=""></p>']).parts).toEqual([
      '<p>Zeile<br />zwei<img src="/api/files/a/800.webp" alt="" /></p>',
    ]);
  });

  it('sanitizes each part: no script, no handlers, no h1, no code fences', () => {
    const { parts, rest } = feed(['```html\n<h1>Titel</h1><p onclick="x()">Text</p>', '<script>alert(1)</script>```']);
    expect(parts.join('') + rest).toBe('Titel<p>Text</p>');
  });

  it('flushes plain text without tags at the end', () => {
    expect(feed(['Ein Text ', 'ohne HTML'])).toEqual({ parts: ['', ''], rest: 'Ein Text ohne HTML' });
  });
});
