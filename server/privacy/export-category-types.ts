import type messages from '../../messages/de.json';
import type { Columns, Row } from './export-columns';
import type { ExportContext } from './export-context';
import type { FieldKey } from './export-values';
import type { PersonalTableName } from './registry';

/** A part of the readable export with its German heading (de.json privacy.document.sections). */
export type SectionKey = keyof typeof messages.privacy.document.sections;
/** A kind of record: its key in the JSON and its German heading (de.json privacy.document.categories). */
export type CategoryKey = keyof typeof messages.privacy.document.categories;

/** Rows listed under their own heading, each an entry of fields. */
export type ListedCategory = {
  section: SectionKey;
  key: CategoryKey;
  columns: Columns;
  /** The heading of one entry in the readable file (a job's title, a site's name). */
  title?: (row: Row, ctx: ExportContext) => string | null;
};

/** Rows shown inside the entries of another table (an application's attachments): `column` = the parent's `parentColumn`. */
export type NestedCategory = {
  within: { table: PersonalTableName; column: string; parentColumn: string };
  key: FieldKey;
  columns: Columns;
};

/** A table the export leaves out on purpose (the registry's `notExported` says why); named in its section. */
export type LeftOutCategory = { section: SectionKey; leftOut: true };

export type CategorySpec = ListedCategory | NestedCategory | LeftOutCategory;
