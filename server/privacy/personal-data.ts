import { sql } from 'drizzle-orm';
import messages from '../../messages/de.json';
import type { Db } from '../db/client';
import { asDate } from './export-values';
import { PERSONAL_FILE_PURPOSES, registeredTables } from './registry';
import { aboutCondition, type DataSubject } from './user-rows';

/** Rows per table in one export: far above what one person produces, low enough to bound the request. */
export const EXPORT_ROW_LIMIT = 5_000;

export type Row = Record<string, unknown>;

/** A file whose bytes go into the export: the person's CVs, photos, attachments and imported CVs. */
export type ExportFile = { id: string; storageKey: string; name: string; purpose: string; path: string };

export type PersonalData = {
  /** Every row about the person, grouped by table (secrets such as hashes and tokens left out). */
  tables: Record<string, Row[]>;
  /** Tables cut at EXPORT_ROW_LIMIT rows. */
  truncated: string[];
  files: ExportFile[];
};

/** Folder-safe file names inside the ZIP: no paths, no control characters, at most 100 characters. */
export function safeFileName(name: string): string {
  const clean = name
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_')
    .replace(/^\.+/, '_')
    .trim();
  return (clean || 'datei').slice(-100);
}

/**
 * DSGVO Art. 15 and 20: everything the product holds about a person, read through the privacy registry,
 * so a table added there is exported without a change here.
 */
export async function collectPersonalData(db: Db, subject: DataSubject): Promise<PersonalData> {
  const result: PersonalData = { tables: {}, truncated: [], files: [] };
  for (const [table, rule] of registeredTables()) {
    if (rule.kind !== 'personal') continue;
    // Named as left out, with why, by the export's document (export-document.ts).
    if (rule.notExported) continue;
    const { rows } = await db.execute<Row>(
      sql`select * from ${sql.identifier(table)} where ${aboutCondition(table, subject)} limit ${EXPORT_ROW_LIMIT + 1}`,
    );
    if (rows.length > EXPORT_ROW_LIMIT) result.truncated.push(table);
    const hidden = new Set(rule.hidden ?? []);
    result.tables[table] = rows
      .slice(0, EXPORT_ROW_LIMIT)
      .map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !hidden.has(key))));
  }
  result.files = zipPaths(
    (result.tables.files ?? []).filter((row) => PERSONAL_FILE_PURPOSES.includes(String(row.purpose))),
  );
  return result;
}

/** The folder of the person's files in the ZIP, one folder per kind inside. */
export const FILES_FOLDER = 'dateien';
const FOLDERS: Record<string, string> = messages.privacy.document.folders;

/**
 * Where each file lies in the ZIP: `dateien/<kind in German>/<its real name>`, oldest first; a name that
 * is there already gets a number ("Lebenslauf (2).pdf"), so no file hides another and no id is needed.
 */
function zipPaths(rows: Row[]): ExportFile[] {
  const taken = new Set<string>();
  const time = (row: Row) => asDate(row.created_at)?.getTime() ?? 0;
  const byAge = [...rows].sort((a, b) => time(a) - time(b));
  return byAge.map((row) => {
    const name = safeFileName(String(row.original_name));
    const folder = `${FILES_FOLDER}/${FOLDERS[String(row.purpose)] ?? String(row.purpose)}`;
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let path = `${folder}/${name}`;
    for (let n = 2; taken.has(path.toLowerCase()); n++) path = `${folder}/${stem} (${n})${extension}`;
    taken.add(path.toLowerCase());
    return { id: String(row.id), storageKey: String(row.storage_key), name, purpose: String(row.purpose), path };
  });
}
