import { sql } from 'drizzle-orm';
import messages from '../../messages/de.json';
import type { Db } from '../db/client';
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
  /** Tables about the person that the export leaves out on purpose, with the reason in German. */
  notExported: Record<string, string>;
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
  const result: PersonalData = { tables: {}, notExported: {}, truncated: [], files: [] };
  for (const [table, rule] of registeredTables()) {
    if (rule.kind !== 'personal') continue;
    if (rule.notExported) {
      result.notExported[table] = messages.privacy.export.notExported[rule.notExported];
      continue;
    }
    const { rows } = await db.execute<Row>(
      sql`select * from ${sql.identifier(table)} where ${aboutCondition(table, subject)} limit ${EXPORT_ROW_LIMIT + 1}`,
    );
    if (rows.length > EXPORT_ROW_LIMIT) result.truncated.push(table);
    const hidden = new Set(rule.hidden ?? []);
    result.tables[table] = rows
      .slice(0, EXPORT_ROW_LIMIT)
      .map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !hidden.has(key))));
  }
  result.files = (result.tables.files ?? [])
    .filter((row) => PERSONAL_FILE_PURPOSES.includes(String(row.purpose)))
    .map((row) => {
      const id = String(row.id);
      const name = safeFileName(String(row.original_name));
      return {
        id,
        storageKey: String(row.storage_key),
        name,
        purpose: String(row.purpose),
        path: `dateien/${String(row.purpose)}/${id.slice(0, 8)}-${name}`,
      };
    });
  return result;
}
