import type { ExportDocument } from './export-document';
import type { Json, Shown, ShownField } from './export-values';

/** The JSON file of the ZIP (DSGVO Art. 20); its format is described in the readable file. */
export const EXPORT_JSON_NAME = 'meine-daten.json';
/** Raised when a key or the shape of meine-daten.json changes, so a program reading it can tell. */
export const EXPORT_FORMAT_VERSION = 1;

function shownJson(shown: Shown): Json {
  switch (shown.kind) {
    case 'value':
      return shown.json;
    case 'file':
      return { fileName: shown.name, pathInZip: shown.path };
    case 'record':
      return fieldsJson(shown.fields);
    case 'records':
      return shown.records.map(fieldsJson);
  }
}

export const fieldsJson = (fields: ShownField[]): { [key: string]: Json } =>
  Object.fromEntries(fields.map((field) => [field.key, shownJson(field.shown)]));

/**
 * meine-daten.json: every category under `data` with stable camelCase keys (an empty list when nothing is
 * stored, so a reader finds every key), values as codes, ISO dates and names, never internal ids.
 */
export function exportJson(doc: ExportDocument): string {
  const categories = doc.sections.flatMap((section) => section.categories);
  const document = {
    format: 'meine-daten',
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: doc.exportedAt.toISOString(),
    account: doc.email,
    site: doc.siteName,
    data: Object.fromEntries(
      categories.map((category) => [category.key, category.entries.map((entry) => fieldsJson(entry.fields))]),
    ),
    notIncluded: Object.assign({}, ...doc.sections.map((section) => section.leftOut)) as Record<string, string>,
    truncated: categories.filter((category) => category.truncated).map((category) => category.key),
  };
  return JSON.stringify(document, null, 2);
}
