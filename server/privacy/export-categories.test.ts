// @module-tag postgres
// Every personal table of the privacy registry is described for the export, and every column of it in the
// live database (information_schema): a table or column added later fails here until someone decides how
// the person sees it (a name, a German label, or left out as an internal id or a secret).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { openTestDb } from '../db/testing';
import { EXPORT_CATEGORIES } from './export-categories';
import type { CategorySpec } from './export-category-types';
import { isOmitted } from './export-columns';
import { registeredTables } from './registry';

let handle: DbHandle;
let columns: Map<string, string[]>;

beforeAll(async () => {
  handle = await openTestDb();
  const { rows } = await handle.db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns where table_schema = 'public'`);
  columns = new Map();
  for (const row of rows) columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
});
afterAll(async () => handle.close());

const personal = registeredTables().flatMap(([table, rule]) =>
  rule.kind === 'personal' ? [[table, rule] as const] : [],
);
const specs = EXPORT_CATEGORIES as Record<string, CategorySpec>;

describe('the export describes the registry', () => {
  it('has a category for every personal table, and for nothing else', () => {
    expect(Object.keys(specs).sort()).toEqual(personal.map(([table]) => table).sort());
  });

  it.each(personal.map(([table]) => table))('names every column of %s', (table) => {
    const spec = specs[table];
    if ('leftOut' in spec) return;
    const described = Object.keys(spec.columns);
    expect(
      columns.get(table)!.filter((column) => !described.includes(column)),
      `describe these columns in server/privacy/export-categories*.ts`,
    ).toEqual([]);
    expect(described.filter((column) => !columns.get(table)!.includes(column))).toEqual([]);
  });

  it('leaves out exactly the secrets the registry hides, and tables only with a reason', () => {
    for (const [table, rule] of personal) {
      const spec = specs[table];
      if ('leftOut' in spec) {
        expect(rule.notExported, table).toBeDefined();
        continue;
      }
      const secrets = Object.entries(spec.columns).flatMap(([name, c]) =>
        isOmitted(c) && c.omit === 'secret' ? [name] : [],
      );
      expect(secrets.sort(), table).toEqual([...(rule.hidden ?? [])].sort());
      expect(rule.notExported, table).toBeUndefined();
    }
  });

  it('nests rows only inside a listed table, by a column that exists', () => {
    for (const [table, spec] of Object.entries(specs)) {
      if (!('within' in spec)) continue;
      expect(columns.get(table), table).toContain(spec.within.column);
      expect(columns.get(spec.within.table), table).toContain(spec.within.parentColumn);
      const parent = specs[spec.within.table];
      expect('section' in parent && 'columns' in parent, `${table} inside ${spec.within.table}`).toBe(true);
    }
  });
});
