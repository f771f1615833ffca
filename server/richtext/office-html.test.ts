// Pasting from Word keeps structure (docs/product-decisions.md "Pasting from Word"): what Word puts on the
// clipboard, sent without the editor's paste-from-Office, comes out of the sanitizer as lists, a table and
// paragraphs, with none of Word's styles, classes, markers or empty paragraphs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isOfficeHtml, normalizeOfficeHtml } from './office-html';
import { sanitizeRichText } from './sanitize-rich-text';

const WORD = readFileSync(path.join(import.meta.dirname, 'fixtures', 'word-clipboard.html'), 'utf8');
/** The HTML without the white space between tags and with line breaks inside text as spaces. */
const compact = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();

describe('Word’s clipboard HTML through the sanitizer', () => {
  it.each(['filtered_html', 'full_html'] as const)('keeps lists, the table and paragraphs in %s', (format) => {
    expect(compact(sanitizeRichText(WORD, format))).toBe(
      '<h2>Ihre Aufgaben</h2>' +
        '<ul><li>Grund- und Behandlungspflege<ul><li>im <b>Frühdienst</b> und Spätdienst</li></ul></li>' +
        '<li>Dokumentation der Pflege\u00adplanung</li></ul>' +
        '<p><b>So bewerben Sie sich:</b> in drei Schritten</p>' +
        '<ol><li>Unterlagen hochladen</li><li>Gespräch vereinbaren</li></ol>' +
        '<table><tr><td><p><b>Arbeitszeit</b></p></td><td><p>30 bis 39 Stunden</p></td></tr></table>',
    );
  });

  it('leaves nothing of Word behind', () => {
    const clean = sanitizeRichText(WORD, 'filtered_html');
    for (const junk of ['mso-', 'Mso', 'class=', 'style=', 'o:p', '<span', 'supportLists', '·', 'StartFragment'])
      expect(clean).not.toContain(junk);
  });

  it('starts a new list where Word starts one, and ends a list at anything between its items', () => {
    const item = (list: number, text: string) =>
      `<p class=MsoListParagraph style='mso-list:l${list} level1 lfo1'><![if !supportLists]>·<![endif]>${text}</p>`;
    expect(compact(normalizeOfficeHtml(item(0, 'a') + item(1, 'b') + '<h3>Zwischen</h3>' + item(1, 'c')))).toBe(
      '<ul><li>a</li></ul><ul><li>b</li></ul><h3>Zwischen</h3><ul><li>c</li></ul>',
    );
  });

  it('reads a list that starts two levels deep as nested lists', () => {
    const html = `<p style='mso-list:l0 level2 lfo1'><![if !supportLists]>o<![endif]>tief</p>`;
    expect(normalizeOfficeHtml(html)).toBe('<ul><li><ul><li>tief</li></ul></li></ul>');
  });

  it('leaves HTML that is not Word’s as it is', () => {
    const html = '<p><span>Text</span></p><ul><li>Punkt</li></ul>';
    expect(isOfficeHtml(html)).toBe(false);
    expect(normalizeOfficeHtml(html)).toBe(html);
  });

  it('takes linear time on hostile input: unclosed paragraphs, comments and spans by the ten thousand', () => {
    const hostile = `<p class=MsoNormal>${'<p style="mso-list:l0 level1"'.repeat(10_000)}${'<!--[if '.repeat(10_000)}${'<span'.repeat(10_000)}`;
    const started = performance.now();
    sanitizeRichText(hostile, 'filtered_html');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
