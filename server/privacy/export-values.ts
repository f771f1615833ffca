import messages from '../../messages/de.json';
import { formatGermanDate } from '../format/german-date';

/**
 * What the export shows of one stored value, once for both files of the ZIP: `json` for meine-daten.json
 * (stable, machine-readable: ISO dates, codes, numbers) and `text` for Meine-Daten.html (German: dates as
 * 28.11.2026, labels instead of codes). Nested values (a resume's sections, an application's attachments)
 * are records of such fields.
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A field's key in the JSON, and its German label in the readable file (de.json privacy.document.fields). */
export type FieldKey = keyof typeof messages.privacy.document.fields;

export type Shown =
  | { kind: 'value'; json: Json; text: string }
  | { kind: 'file'; name: string; path: string | null }
  | { kind: 'record'; fields: ShownField[] }
  | { kind: 'records'; records: ShownField[][] };

export type ShownField = { key: FieldKey; shown: Shown };

const v = messages.privacy.document.values;

export const valueOf = (key: FieldKey, json: Json, text: string): ShownField[] => [
  { key, shown: { kind: 'value', json, text } },
];

const BERLIN_TIME = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' });
const NUMBER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** A timestamp as PostgreSQL's drivers give it (a Date, or text from a jsonb value), or null. */
export function asDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || !value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** bigint columns arrive as bigint (PGlite) or text (node-postgres). */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() && Number.isFinite(Number(value))) return Number(value);
  return null;
}

export const asText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : null;

/** "28.11.2026, 14:05 Uhr" in German time. */
export const germanDateTime = (date: Date) =>
  `${formatGermanDate(date)}, ${BERLIN_TIME.format(date)} ${v.oClock}`.trim();

/** "2026-05-14" → "14.05.2026"; "2019-03" → "03/2019"; anything else as written. */
export function germanCalendar(iso: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  const month = /^(\d{4})-(\d{2})$/.exec(iso);
  return month ? `${month[2]}/${month[1]}` : iso;
}

export const yesNo = (value: boolean) => (value ? v.yes : v.no);

/** "12,3 KB": the size a person recognises; the JSON keeps the exact bytes. */
export function germanBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${v.bytes}`;
  if (bytes < 1024 * 1024) return `${NUMBER.format(bytes / 1024)} KB`;
  return `${NUMBER.format(bytes / (1024 * 1024))} MB`;
}

export const germanNumber = (value: number) => NUMBER.format(value);
