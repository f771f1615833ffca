import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import messages from '../../messages/de.json';
import type { FileStorage } from '../storage/storage';
import type { ExportDocument } from './export-document';
import { exportHtml } from './export-html';
import { EXPORT_HTML_NAME, MISSING_FILES_NAME } from './export-html-about';
import { EXPORT_JSON_NAME, exportJson } from './export-json';
import type { ExportFile } from './personal-data';

export { EXPORT_JSON_NAME };

/**
 * The export as a ZIP, written while it is read: Meine-Daten.html to read, meine-daten.json for programs,
 * then each file's bytes straight from the storage (passed through: PDFs and images are compressed
 * already), so memory stays flat however large the files are. A file missing in the storage is named in a
 * short note instead of failing the whole export.
 */
export async function* personalDataZip(
  doc: ExportDocument,
  files: ExportFile[],
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
  const addText = (name: string, text: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = doc.exportedAt;
    zip.add(entry);
    entry.push(new TextEncoder().encode(text), true);
  };

  addText(EXPORT_HTML_NAME, exportHtml(doc));
  addText(EXPORT_JSON_NAME, exportJson(doc));
  yield* drain();

  const missing: string[] = [];
  for (const file of files) {
    let body: ReadableStream<Uint8Array>;
    try {
      body = await storage.read(file.storageKey);
    } catch {
      missing.push(file.path);
      continue;
    }
    const entry = new ZipPassThrough(file.path);
    entry.mtime = doc.exportedAt;
    zip.add(entry);
    for await (const chunk of body) {
      entry.push(chunk);
      yield* drain();
    }
    entry.push(new Uint8Array(0), true);
    yield* drain();
  }
  if (missing.length) addText(MISSING_FILES_NAME, `${messages.privacy.export.missingFiles}\n${missing.join('\n')}\n`);
  zip.end();
  yield* drain();
}
