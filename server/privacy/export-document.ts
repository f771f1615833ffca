import messages from '../../messages/de.json';
import type { Db } from '../db/client';
import { EXPORT_CATEGORIES, SECTION_ORDER } from './export-categories';
import type {
  CategoryKey,
  CategorySpec,
  LeftOutCategory,
  ListedCategory,
  NestedCategory,
  SectionKey,
} from './export-category-types';
import { present, type Row } from './export-columns';
import { type ExportContext, loadExportContext, RecordingContext } from './export-context';
import type { ShownField } from './export-values';
import type { PersonalData } from './personal-data';
import { PRIVACY_REGISTRY } from './registry';
import type { DataSubject } from './user-rows';

/** One row as the person reads it: a heading (a job's title, a site's name) and its fields. */
export type ExportEntry = { title: string | null; fields: ShownField[] };
export type ExportCategory = { key: CategoryKey; table: string; entries: ExportEntry[]; truncated: boolean };
/** `leftOut`: why tables of this section are not in the export (the registry's `notExported`, in German). */
export type ExportSection = { key: SectionKey; categories: ExportCategory[]; leftOut: Record<string, string> };

/** Everything the two files of the ZIP say, built once from the stored rows with names for their ids. */
export type ExportDocument = {
  exportedAt: Date;
  email: string;
  siteName: string;
  sections: ExportSection[];
};

export type ExportHeader = Omit<ExportDocument, 'sections'>;

const specs = Object.entries(EXPORT_CATEGORIES) as Array<[string, CategorySpec]>;
const isListed = (spec: CategorySpec): spec is ListedCategory => 'columns' in spec && !('within' in spec);
const isNested = (spec: CategorySpec): spec is NestedCategory => 'within' in spec;
const isLeftOut = (spec: CategorySpec): spec is LeftOutCategory => 'leftOut' in spec;

/** The rows of tables shown inside a row of `table` (an application's attachments), as fields of it. */
function nestedFields(data: PersonalData, table: string, row: Row, ctx: ExportContext): ShownField[] {
  return specs.flatMap(([child, spec]) => {
    if (!isNested(spec) || spec.within.table !== table) return [];
    const records = (data.tables[child] ?? [])
      .filter((c) => c[spec.within.column] === row[spec.within.parentColumn])
      .map((c) => present(spec.columns, c, ctx))
      .filter((fields) => fields.length > 0);
    return records.length ? [{ key: spec.key, shown: { kind: 'records' as const, records } }] : [];
  });
}

function leftOutReasons(section: SectionKey): Record<string, string> {
  const reasons: Record<string, string> = {};
  for (const [table, spec] of specs) {
    const rule = PRIVACY_REGISTRY[table as keyof typeof PRIVACY_REGISTRY];
    if (isLeftOut(spec) && spec.section === section && rule.kind === 'personal' && rule.notExported)
      reasons[rule.notExported] = messages.privacy.export.notExported[rule.notExported];
  }
  return reasons;
}

export function buildExportDocument(data: PersonalData, ctx: ExportContext, header: ExportHeader): ExportDocument {
  const sections = SECTION_ORDER.map((section) => ({
    key: section,
    categories: specs.flatMap(([table, spec]) =>
      isListed(spec) && spec.section === section
        ? [
            {
              key: spec.key,
              table,
              truncated: data.truncated.includes(table),
              entries: (data.tables[table] ?? []).map((row) => ({
                title: spec.title?.(row, ctx) ?? null,
                fields: [...present(spec.columns, row, ctx), ...nestedFields(data, table, row, ctx)],
              })),
            },
          ]
        : [],
    ),
    leftOut: leftOutReasons(section),
  }));
  return { ...header, sections };
}

/**
 * The export's document: built once to learn which jobs, organizations, consent texts and resumes the rows
 * name, then again with their names (and how long each file stays) loaded: a few statements, whatever the
 * number of rows.
 */
export async function describePersonalData(
  db: Db,
  subject: DataSubject,
  data: PersonalData,
  header: ExportHeader,
): Promise<ExportDocument> {
  const seen = new RecordingContext();
  buildExportDocument(data, seen, header);
  return buildExportDocument(data, await loadExportContext(db, seen, data, subject), header);
}
