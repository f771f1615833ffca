import messages from '../../messages/de.json';
import { formatGermanDate } from '../format/german-date';
import { escapeHtml, fill } from '../mail/template';
import type { ExportCategory, ExportDocument, ExportSection } from './export-document';
import { aboutHtml, formatHtml } from './export-html-about';
import { fieldsHtml } from './export-html-fields';
import { EXPORT_HTML_STYLE } from './export-html-style';
import { germanDateTime } from './export-values';
import { EXPORT_ROW_LIMIT } from './personal-data';

const d = messages.privacy.document;

/** Nothing may load or run, whatever a value says: no scripts, no images, no requests; the inline style only. */
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; base-uri 'none'; form-action 'none'";

function categoryHtml(category: ExportCategory): string {
  const heading = d.categories[category.key];
  const entries = category.entries
    .map(
      (entry, i) =>
        `<article class="entry"><h4>${escapeHtml(entry.title || fill(d.entry, { number: i + 1 }))}</h4>${fieldsHtml(entry.fields, 5)}</article>`,
    )
    .join('\n');
  const truncated = category.truncated
    ? `<p class="muted">${escapeHtml(fill(d.truncated, { limit: EXPORT_ROW_LIMIT }))}</p>`
    : '';
  return `<section class="category"><h3>${escapeHtml(heading)} <span class="muted">(${category.entries.length})</span></h3>${truncated}\n${entries}</section>`;
}

/**
 * A section with its categories that hold something; the empty ones named in one line, so the person sees
 * that we hold nothing of that kind, and what the section leaves out on purpose, with why.
 */
function sectionHtml(section: ExportSection): string {
  const heading = d.sections[section.key];
  const filled = section.categories.filter((c) => c.entries.length > 0);
  const empty = section.categories.filter((c) => c.entries.length === 0).map((c) => d.categories[c.key]);
  const notes = [
    ...(empty.length ? [fill(d.nothingStored, { list: empty.join(', ') })] : []),
    ...Object.values(section.leftOut).map((reason) => fill(d.leftOut, { reason })),
  ];
  return `<section id="${section.key}" aria-labelledby="h-${section.key}">
<h2 id="h-${section.key}">${escapeHtml(heading)}</h2>
${filled.map(categoryHtml).join('\n')}
${notes.map((note) => `<p class="muted">${escapeHtml(note)}</p>`).join('\n')}
</section>`;
}

/**
 * Meine-Daten.html: the export for a person to read (DSGVO Art. 15), self-contained: German headings per
 * section, names instead of ids, German dates, each file with its real name and its place in the ZIP, an
 * explanation of what is kept how long, and a description of meine-daten.json. No script, no external
 * resource, printable.
 */
export function exportHtml(doc: ExportDocument): string {
  const date = formatGermanDate(doc.exportedAt);
  const toc = [
    ['was-ist-drin', d.about.heading],
    ...doc.sections.map((s) => [s.key, d.sections[s.key]]),
    ['format', d.format.heading],
  ]
    .map(([id, text]) => `<li><a href="#${id}">${escapeHtml(text)}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(fill(d.title, { date }))}</title>
<style>${EXPORT_HTML_STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(d.heading)}</h1>
<p class="muted">${escapeHtml(fill(d.lead, { email: doc.email, date: germanDateTime(doc.exportedAt), site: doc.siteName }))}</p>
</header>
<nav aria-label="${escapeHtml(d.contents)}"><h2>${escapeHtml(d.contents)}</h2><ol>${toc}</ol></nav>
<main>
${aboutHtml(doc)}
${doc.sections.map(sectionHtml).join('\n')}
${formatHtml()}
</main>
</body>
</html>
`;
}
