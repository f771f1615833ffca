import { csvCell } from '@/lib/job-manager/jobs-csv';
import messages from '@/messages/de.json';

const t = messages.newsletter.admin;

export type SubscriberRow = { email: string; confirmedAt: Date; source: 'footer' | 'page' };

/**
 * The confirmed subscribers as CSV, as the job manager's export writes it for German Excel (byte order mark, `;`,
 * CRLF). The confirmation time is ISO 8601 in UTC: it is the consent's proof, and mail tools import it as is.
 */
export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  const header = [t.csv.email, t.csv.confirmedAt, t.csv.source];
  const lines = rows.map((r) => [r.email, r.confirmedAt.toISOString(), t.sources[r.source]]);
  return `\uFEFF${[header, ...lines].map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
