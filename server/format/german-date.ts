/**
 * Calendar days as the German seller counts them: the day in Germany (Europe/Berlin), not in UTC, so an
 * order at 00:30 on 1 July is dated 1 July on the invoice, in mails and on pages. The front end reaches
 * these through lib/contract.ts.
 */

const TIME_ZONE = 'Europe/Berlin';

const GERMAN_DATE = new Intl.DateTimeFormat('de-DE', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const ISO_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** "28.11.2026": the German calendar day of the instant, day and month with two digits. */
export function formatGermanDate(date: Date): string {
  return GERMAN_DATE.format(date);
}

/** "2026-11-28": the German calendar day of the instant (e-invoice dates, date fields, the books' day). */
export function berlinDay(date: Date): string {
  const parts = Object.fromEntries(ISO_PARTS.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
