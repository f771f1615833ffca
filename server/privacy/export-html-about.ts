import messages from '../../messages/de.json';
import { EMAIL_CHANGE_HOURS } from '../account/email-change';
import { PASSWORD_RESET_MINUTES, REGISTRATION_MAX_AGE_SECONDS } from '../auth/account-limits';
import { SESSION_MAX_AGE_SECONDS } from '../auth/session-token';
import { escapeHtml, fill } from '../mail/template';
import { INVITATION_DAYS } from '../organizations/invitations';
import type { ExportDocument } from './export-document';
import { EXPORT_JSON_NAME } from './export-json';
import { ERASURE_LINK_MINUTES } from './erasure-requests';
import { EXPORT_ROW_LIMIT, FILES_FOLDER } from './personal-data';

const d = messages.privacy.document;
const a = d.about;

/** The readable file's name in the ZIP, next to meine-daten.json. */
export const EXPORT_HTML_NAME = 'Meine-Daten.html';
export const MISSING_FILES_NAME = 'fehlende-dateien.txt';

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
const terms = (pairs: Array<[string, string]>) =>
  `<dl>${pairs.map(([term, text]) => `<div><dt><code>${escapeHtml(term)}</code></dt><dd>${escapeHtml(text)}</dd></div>`).join('')}</dl>`;

/**
 * "Was ist in diesem Export?": what the data are, where they come from and how long each kind is kept
 * (docs/product.md §4.3, §9; docs/product-decisions.md "Data rights"), with the durations read from the
 * code that enforces them, what is left out and what the ZIP holds.
 */
export function aboutHtml(doc: ExportDocument): string {
  const leftOut = Object.values(Object.assign({}, ...doc.sections.map((s) => s.leftOut)) as Record<string, string>);
  const retention = [
    a.retention.account,
    a.retention.applications,
    a.retention.cvImports,
    a.retention.drafts,
    fill(a.retention.links, {
      resetMinutes: PASSWORD_RESET_MINUTES,
      registrationMinutes: REGISTRATION_MAX_AGE_SECONDS / 60,
      emailChangeHours: EMAIL_CHANGE_HOURS,
      erasureMinutes: ERASURE_LINK_MINUTES,
      invitationDays: INVITATION_DAYS,
      sessionDays: SESSION_MAX_AGE_SECONDS / 86_400,
    }),
    a.retention.organizations,
  ];
  return `<section id="was-ist-drin" aria-labelledby="h-about">
<h2 id="h-about">${escapeHtml(a.heading)}</h2>
${paragraph(a.what)}
${paragraph(fill(a.sources, { email: doc.email }))}
<h3>${escapeHtml(a.retentionHeading)}</h3>
${list(retention)}
<h3>${escapeHtml(a.notIncludedHeading)}</h3>
${list([a.secrets, ...leftOut])}
<h3>${escapeHtml(a.zipHeading)}</h3>
${terms([
  [EXPORT_HTML_NAME, a.zip.html],
  [EXPORT_JSON_NAME, a.zip.json],
  [`${FILES_FOLDER}/`, a.zip.files],
  [MISSING_FILES_NAME, a.zip.missing],
])}
</section>`;
}

const table = (rows: Array<[string, string]>) =>
  `<table><thead><tr><th scope="col">${escapeHtml(d.format.key)}</th><th scope="col">${escapeHtml(d.format.meaning)}</th></tr></thead><tbody>${rows
    .map(([key, meaning]) => `<tr><td><code>${escapeHtml(key)}</code></td><td>${escapeHtml(meaning)}</td></tr>`)
    .join('')}</tbody></table>`;

/** How meine-daten.json is built, with every key it can hold: read from the same labels the page uses. */
export function formatHtml(): string {
  const top = d.format.top;
  return `<section id="format" aria-labelledby="h-format">
<h2 id="h-format">${escapeHtml(d.format.heading)}</h2>
${paragraph(d.format.intro)}
${terms([
  ['format, formatVersion', top.format],
  ['exportedAt', top.exportedAt],
  ['account', top.account],
  ['site', top.site],
  ['data', top.data],
  ['notIncluded', top.notIncluded],
  ['truncated', fill(top.truncated, { limit: EXPORT_ROW_LIMIT })],
])}
${paragraph(d.format.values)}
<h3>${escapeHtml(d.format.categoriesHeading)}</h3>
${table(Object.entries(d.categories))}
<h3>${escapeHtml(d.format.fieldsHeading)}</h3>
${table(Object.entries(d.fields))}
</section>`;
}
