import { formatGermanDate } from '@/lib/contract';
import type { ManagedJobFieldsFragment } from '@/lib/graphql/generated/operations';

/** The header row's German names and the state names, from messages (workspace.jobManager). */
export type CsvLabels = {
  columns: Record<
    | 'title'
    | 'state'
    | 'frontend'
    | 'publishedAt'
    | 'expiresAt'
    | 'views'
    | 'applyStarts'
    | 'applications'
    | 'outboundClicks'
    | 'url',
    string
  >;
  states: Record<string, string>;
};

const NUMBER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/**
 * One cell: quoted when it holds the separator, a quote or a line break (quotes doubled); a text starting
 * with = + - @ (or a tab or carriage return) gets a leading apostrophe, so a spreadsheet never runs a title
 * as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The job manager's list as CSV that opens right in German Excel: UTF-8 with a byte order mark (else Excel
 * reads it as Windows-1252), `;` between cells (the German list separator), CRLF line ends, dates as
 * 24.11.2026 and numbers with German digit grouping. The figures are the page's own.
 */
export function jobsCsv(jobs: ManagedJobFieldsFragment[], labels: CsvLabels): string {
  const { columns } = labels;
  const header = [
    columns.title,
    columns.state,
    columns.frontend,
    columns.publishedAt,
    columns.expiresAt,
    columns.views,
    columns.applyStarts,
    columns.applications,
    columns.outboundClicks,
    columns.url,
  ];
  const date = (value: string | null | undefined) => (value ? formatGermanDate(new Date(value)) : '');
  const rows = jobs.map((job) => [
    job.title,
    labels.states[job.state] ?? job.state,
    job.frontendName,
    date(job.publishedAt),
    date(job.expiresAt),
    NUMBER.format(job.figures.views),
    NUMBER.format(job.figures.applyStarts),
    NUMBER.format(job.figures.applications),
    NUMBER.format(job.figures.outboundClicks),
    job.url,
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
