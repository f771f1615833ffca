import messages from '../../messages/de.json';
import { escapeHtml, fill } from '../mail/template';
import type { Shown, ShownField } from './export-values';

const d = messages.privacy.document;

/** A path inside the ZIP as a relative link: it opens the file once the ZIP is unpacked next to this page. */
const zipHref = (path: string) => path.split('/').map(encodeURIComponent).join('/');

function valueHtml(shown: Extract<Shown, { kind: 'value' | 'file' }>): string {
  if (shown.kind === 'value') return escapeHtml(shown.text);
  const where = shown.path
    ? fill(escapeHtml(d.inZip), {
        path: `<a href="${escapeHtml(zipHref(shown.path))}"><code>${escapeHtml(shown.path)}</code></a>`,
      })
    : escapeHtml(d.notInZip);
  return `${escapeHtml(shown.name)}\n<span class="muted">${where}</span>`;
}

const heading = (level: number, text: string) => {
  const tag = `h${Math.min(level, 6)}`;
  return `<${tag}>${escapeHtml(text)}</${tag}>`;
};

/**
 * Fields as the person reads them: plain values as a list of label and value, then each group (a resume's
 * section, an application's attachments, numbered when there are several) under a heading at `level`. Everything the person or
 * anyone else typed is escaped: the file must never run or load what a value says.
 */
export function fieldsHtml(fields: ShownField[], level: number): string {
  const plain: string[] = [];
  const groups: string[] = [];
  for (const { key, shown } of fields) {
    const label = d.fields[key];
    if (shown.kind === 'value' || shown.kind === 'file')
      plain.push(`<div><dt>${escapeHtml(label)}</dt><dd>${valueHtml(shown)}</dd></div>`);
    else if (shown.kind === 'record' || shown.records.length === 1) {
      const only = shown.kind === 'record' ? shown.fields : shown.records[0];
      groups.push(`<section class="group">${heading(level, label)}${fieldsHtml(only, level + 1)}</section>`);
    } else {
      const items = shown.records.map((record) => `<li>${fieldsHtml(record, level + 1)}</li>`).join('');
      groups.push(`<section class="group">${heading(level, label)}<ol class="records">${items}</ol></section>`);
    }
  }
  return `${plain.length ? `<dl>${plain.join('')}</dl>` : ''}${groups.join('')}`;
}
