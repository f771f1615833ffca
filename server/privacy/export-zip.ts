import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import messages from '../../messages/de.json';
import type { FileStorage } from '../storage/storage';
import type { PersonalData } from './personal-data';

/** The JSON file at the top of the ZIP. */
export const EXPORT_JSON_NAME = 'meine-daten.json';

/** JSON that PostgreSQL's values survive: bigints as numbers when exact, else as text; dates as ISO strings. */
function exportJson(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, v: unknown) => (typeof v === 'bigint' ? (Number.isSafeInteger(Number(v)) ? Number(v) : String(v)) : v),
    2,
  );
}

/** What the JSON says besides the rows: when, for whom, which files are in the ZIP, and what is left out. */
export type ExportHeader = { exportedAt: Date; email: string };

/**
 * The export as a ZIP, written while it is read: the JSON first, then each file's bytes straight from the
 * storage (passed through: PDFs and images are compressed already), so memory stays flat however large the
 * files are. A file missing in the storage is named in a short note instead of failing the whole export.
 */
export async function* personalDataZip(
  data: PersonalData,
  header: ExportHeader,
  storage: FileStorage,
): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  const state: { failure: Error | null } = { failure: null };
  const zip = new Zip((error, chunk) => {
    if (error) state.failure = error;
    else out.push(chunk);
  });
  const drain = function* () {
    if (state.failure) throw state.failure;
    while (out.length) yield out.shift()!;
  };

  const json = new ZipDeflate(EXPORT_JSON_NAME, { level: 6 });
  json.mtime = header.exportedAt;
  zip.add(json);
  const missing: string[] = [];
  const document = {
    exportiertAm: header.exportedAt.toISOString(),
    konto: header.email,
    dateien: data.files.map((file) => ({ id: file.id, zweck: file.purpose, pfad: file.path })),
    nichtEnthalten: data.notExported,
    gekuerzt: data.truncated,
    tabellen: data.tables,
  };
  json.push(new TextEncoder().encode(exportJson(document)), true);
  yield* drain();

  for (const file of data.files) {
    let body: ReadableStream<Uint8Array>;
    try {
      body = await storage.read(file.storageKey);
    } catch {
      missing.push(file.path);
      continue;
    }
    const entry = new ZipPassThrough(file.path);
    entry.mtime = header.exportedAt;
    zip.add(entry);
    for await (const chunk of body) {
      entry.push(chunk);
      yield* drain();
    }
    entry.push(new Uint8Array(0), true);
    yield* drain();
  }
  if (missing.length) {
    const note = new ZipDeflate('fehlende-dateien.txt');
    note.mtime = header.exportedAt;
    zip.add(note);
    note.push(new TextEncoder().encode(`${messages.privacy.export.missingFiles}\n${missing.join('\n')}\n`), true);
  }
  zip.end();
  yield* drain();
}
