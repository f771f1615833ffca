import messages from '../../messages/de.json';
import { getRegion } from '../../regions/registry';
import { ALERT_INTERVALS } from '../db/schema';
import type { ExportContext } from './export-context';
import type { Row } from './personal-data';
import {
  asDate,
  asNumber,
  asText,
  type FieldKey,
  germanBytes,
  germanCalendar,
  germanDateTime,
  germanNumber,
  type ShownField,
  valueOf,
  yesNo,
} from './export-values';

/**
 * The vocabulary in which every stored column is described for the export (export-categories*.ts): how
 * its value appears (a German label for a code, a name for an id, a German date), or why it is left out.
 * Every column of a personal table is named, so a column added later fails export-categories.test.ts
 * until someone decides how the person sees it.
 */
export type { Row };
export type Present = (value: unknown, ctx: ExportContext, row: Row) => ShownField[];
export type Omitted = { omit: 'internal' | 'secret' | 'otherPerson' };
export type Column = Present | Omitted;
export type Columns = Record<string, Column>;

/** Ids and bookkeeping that mean nothing outside this service: a row's uuid, send attempts, search mirrors. */
export const internal: Omitted = { omit: 'internal' };
/** The secrets the registry hides (hashes, tokens): they describe nobody and would unlock things. */
export const secret: Omitted = { omit: 'secret' };
/** Another person's account (the recruiter who asked, the colleague who invited): theirs, not this person's. */
export const otherPerson: Omitted = { omit: 'otherPerson' };

export const isOmitted = (column: Column): column is Omitted => typeof column !== 'function';

/** The fields of one row (or one jsonb object of it) as its columns describe them, empty ones left out. */
export function present(columns: Columns, source: Row, ctx: ExportContext, row: Row = source): ShownField[] {
  return Object.entries(columns).flatMap(([name, column]) => (isOmitted(column) ? [] : column(source[name], ctx, row)));
}

const v = messages.privacy.document.values;

export const text =
  (key: FieldKey): Present =>
  (value) => {
    const typed = asText(value);
    return typed === null ? [] : valueOf(key, typed, typed);
  };

/** A moment: ISO in the JSON, "28.11.2026, 14:05 Uhr" to read. */
export const instant =
  (key: FieldKey): Present =>
  (value) => {
    const at = asDate(value);
    return at ? valueOf(key, at.toISOString(), germanDateTime(at)) : [];
  };

/** A day or month as the resume keeps it ("2019-03"): as is in the JSON, "03/2019" to read. */
export const calendar =
  (key: FieldKey): Present =>
  (value) =>
    typeof value === 'string' && value ? valueOf(key, value, germanCalendar(value)) : [];

export const flag =
  (key: FieldKey): Present =>
  (value) =>
    typeof value === 'boolean' ? valueOf(key, value, yesNo(value)) : [];

/** A stored code: the code in the JSON (stable for machines), its German label to read. */
export const code =
  (key: FieldKey, labels: Record<string, string>): Present =>
  (value) => {
    const typed = asText(value);
    return typed === null ? [] : valueOf(key, typed, labels[typed] ?? typed);
  };

export const codes =
  (key: FieldKey, labels: Record<string, string>): Present =>
  (value) => {
    const list = Array.isArray(value) ? value.map(String) : [];
    return list.length ? valueOf(key, list, list.map((c) => labels[c] ?? c).join(', ')) : [];
  };

export const count =
  (key: FieldKey, unit?: string): Present =>
  (value) => {
    const n = asNumber(value);
    return n === null ? [] : valueOf(key, n, unit ? `${germanNumber(n)} ${unit}` : germanNumber(n));
  };

/** A size: exact bytes in the JSON, "12,3 KB" to read. */
export const bytes =
  (key: FieldKey): Present =>
  (value) => {
    const n = asNumber(value);
    return n === null ? [] : valueOf(key, n, germanBytes(n));
  };

/** A taxonomy term by its name (the id means nothing elsewhere). */
export const term =
  (key: FieldKey): Present =>
  (value, ctx) => {
    const label = ctx.term(value);
    return label ? valueOf(key, label, label) : [];
  };

export const terms =
  (key: FieldKey): Present =>
  (value, ctx) => {
    const labels = (Array.isArray(value) ? value : []).flatMap((tid) => ctx.term(tid) ?? []);
    return labels.length ? valueOf(key, labels, labels.join(', ')) : [];
  };

/** The site by its name ("Jobs in Franken"). */
export const site =
  (key: FieldKey): Present =>
  (value) => {
    const id = asText(value);
    const name = id && (getRegion(id)?.SITENAME ?? id);
    return name ? valueOf(key, name, name) : [];
  };

export const organization =
  (key: FieldKey): Present =>
  (value, ctx) => {
    const name = ctx.organization(value);
    return name ? valueOf(key, name, name) : [];
  };

/** A job by its title and its employer. */
export const job: Present = (value, ctx) => {
  const named = ctx.job(value);
  return named
    ? [...valueOf('jobTitle', named.title, named.title), ...valueOf('employer', named.employer, named.employer)]
    : [];
};

/** A place by its name (its coordinates only locate the name). */
export const place =
  (key: FieldKey): Present =>
  (value) => {
    const label = value && typeof value === 'object' ? asText((value as Row).label) : null;
    return label ? valueOf(key, label, label) : [];
  };

/** An uploaded file by its real name and where it lies in the ZIP. */
export const file =
  (key: FieldKey): Present =>
  (value, ctx) => {
    const named = ctx.file(value);
    return named ? [{ key, shown: { kind: 'file', ...named } }] : [];
  };

export const files =
  (key: FieldKey): Present =>
  (value, ctx) => {
    const records = (Array.isArray(value) ? value : []).flatMap((id) => {
      const fields = file('file')(id, ctx, {});
      return fields.length ? [fields] : [];
    });
    return records.length ? [{ key, shown: { kind: 'records', records } }] : [];
  };

/** An alert's interval by its name (the JSON: none, daily, weekly, monthly). */
export const interval =
  (key: FieldKey): Present =>
  (value) => {
    const seconds = asNumber(value);
    const name = Object.entries(ALERT_INTERVALS).find(([, s]) => s === seconds)?.[0] as
      keyof typeof ALERT_INTERVALS | undefined;
    return name ? valueOf(key, name, v.intervals[name]) : [];
  };

/** Every key of a jsonb type named, so a key added to the type fails the type check until it is described. */
export type ColumnsOf<T> = { [K in keyof Required<T>]: Column };

/** A jsonb object as a group of fields. */
export const object =
  <T>(key: FieldKey, columns: ColumnsOf<T>): Present =>
  (value, ctx, row) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
    const fields = present(columns, value as Row, ctx, row);
    return fields.length ? [{ key, shown: { kind: 'record', fields } }] : [];
  };

/** A jsonb list of objects (a resume's work experience) as a list of groups. */
export const objects =
  <T>(key: FieldKey, columns: ColumnsOf<T>): Present =>
  (value, ctx, row) => {
    const records = (Array.isArray(value) ? value : []).flatMap((item) => {
      const fields = item && typeof item === 'object' ? present(columns, item as Row, ctx, row) : [];
      return fields.length ? [fields] : [];
    });
    return records.length ? [{ key, shown: { kind: 'records', records } }] : [];
  };

/**
 * The mail outbox of a stored form (an application, a contact message): whether and when it was mailed; the
 * retries and the last error are the sender's bookkeeping.
 */
export const outboxColumns = (): Columns => ({
  send_status: code('sendStatus', v.sendStatus),
  sent_at: instant('mailedAt'),
  send_attempts: internal,
  next_attempt_at: internal,
  last_error: internal,
});

/** Form errors as the person saw them (field → German message). */
export const messagesOf =
  (key: FieldKey): Present =>
  (value) => {
    const list = value && typeof value === 'object' ? Object.values(value).flatMap((m) => asText(m) ?? []) : [];
    return list.length ? valueOf(key, list, list.join(' · ')) : [];
  };
