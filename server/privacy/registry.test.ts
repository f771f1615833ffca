// @module-tag postgres
// Every table and column of the live database that can hold a user's data is classified in the privacy
// registry: a table added later without a line there fails here, so export and erasure cannot forget it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { openTestDb } from '../db/testing';
import { type Link, registeredTables, type TableRule } from './registry';
import { aboutCondition } from './user-rows';

let handle: DbHandle;
let columns: Map<string, Set<string>>;
type Reference = { table: string; column: string; onDelete: string; referenced: string };
let references: Reference[];
let userReferences: Reference[];

beforeAll(async () => {
  handle = await openTestDb();
  const { rows } = await handle.db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`);
  columns = new Map();
  for (const row of rows) columns.set(row.table_name, (columns.get(row.table_name) ?? new Set()).add(row.column_name));
  const found = await handle.db.execute<{
    table_name: string;
    column_name: string;
    delete_rule: string;
    referenced: string;
    referenced_column: string;
  }>(sql`
    select kcu.table_name, kcu.column_name, rc.delete_rule, ccu.table_name as referenced,
      ccu.column_name as referenced_column
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu
      on kcu.constraint_schema = rc.constraint_schema and kcu.constraint_name = rc.constraint_name
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_schema = rc.unique_constraint_schema and ccu.constraint_name = rc.unique_constraint_name
    where kcu.table_schema = 'public'`);
  references = found.rows.map((r) => ({
    table: r.table_name,
    column: r.column_name,
    onDelete: r.delete_rule,
    referenced: r.referenced,
  }));
  userReferences = references.filter((r, i) => r.referenced === 'users' && found.rows[i].referenced_column === 'id');
});
afterAll(async () => handle.close());

const linkColumns = (link: Link): string[] =>
  'userId' in link
    ? [link.userId]
    : 'email' in link
      ? [link.email]
      : 'emailIn' in link
        ? [link.emailIn]
        : 'mentionedIn' in link
          ? [link.mentionedIn]
          : [link.column];

/** Columns a parent link reads in its parent table. */
const parentColumns = (link: Link): Array<[string, string]> =>
  'parent' in link ? [[link.parent, 'keys' in link ? link.keys : (link.key ?? 'id')]] : [];

function namedColumns(rule: TableRule): string[] {
  if (rule.kind === 'none') return [];
  const anonymised = (rule.anonymise ?? []).flatMap((a) => [...linkColumns(a.where), ...Object.keys(a.set)]);
  const cut = [...(rule.userColumns ?? []), ...anonymised];
  return rule.kind === 'kept' ? cut : [...rule.about.flatMap(linkColumns), ...(rule.hidden ?? []), ...cut];
}

/** Columns whose name says they hold an address, a name or a phone number. */
const PERSONAL_COLUMN = /(^|_)(e?mail|email_address|first_name|last_name|phone|identifier)$/;

describe('the privacy registry', () => {
  it('classifies every table of the database, and only tables that exist', () => {
    const registered = new Map(registeredTables());
    const unclassified = [...columns.keys()].filter((table) => !registered.has(table)).sort();
    expect(unclassified, 'add these tables to server/privacy/registry.ts').toEqual([]);
    expect([...registered.keys()].filter((table) => !columns.has(table))).toEqual([]);
  });

  it('names only columns that exist', () => {
    const missing = registeredTables().flatMap(([table, rule]) =>
      namedColumns(rule)
        .filter((name) => !columns.get(table)?.has(name))
        .map((name) => `${table}.${name}`),
    );
    const parents = registeredTables().flatMap(([, rule]) =>
      rule.kind === 'personal' ? rule.about.flatMap(parentColumns) : [],
    );
    expect(parents.filter(([table, name]) => !columns.get(table)?.has(name))).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('names every column that references a user, and each one lets the account go', () => {
    const rules = new Map(registeredTables());
    const unnamed = userReferences.filter((ref) => !namedColumns(rules.get(ref.table)!).includes(ref.column));
    expect(unnamed.map((ref) => `${ref.table}.${ref.column}`)).toEqual([]);
    // Deleting the users row must never be refused by a reference (NO ACTION / RESTRICT would keep the account).
    const blocking = userReferences.filter((ref) => ref.onDelete !== 'CASCADE' && ref.onDelete !== 'SET NULL');
    expect(blocking).toEqual([]);
  });

  it('deletes rows before the rows they point to without a cascade (else the foreign key refuses the erasure)', () => {
    const tables = registeredTables();
    const order = new Map(tables.map(([table], i) => [table, i]));
    const rules = new Map(tables);
    // When a personal table's rows go: deleted in registry order, or with the row their cascade starts from.
    const removedAt = (table: string): number => {
      const rule = rules.get(table)!;
      if (rule.kind !== 'personal' || rule.erase === 'delete') return order.get(table)!;
      const parent = rule.about.find((link) => 'parent' in link);
      return parent && 'parent' in parent ? removedAt(parent.parent) : order.get('users')!;
    };
    const blocking = references.filter((ref) => {
      const target = rules.get(ref.referenced);
      const source = rules.get(ref.table);
      if (ref.onDelete === 'CASCADE' || ref.onDelete === 'SET NULL') return false;
      if (target?.kind !== 'personal' || target.erase !== 'delete' || source?.kind !== 'personal') return false;
      return removedAt(ref.table) >= order.get(ref.referenced)!;
    });
    expect(blocking.map((ref) => `${ref.table}.${ref.column} → ${ref.referenced}`)).toEqual([]);
  });

  it('has no address, name or phone column in a table said to hold no personal data', () => {
    const suspicious = registeredTables().flatMap(([table, rule]) =>
      rule.kind === 'none'
        ? [...(columns.get(table) ?? [])].filter((name) => PERSONAL_COLUMN.test(name)).map((n) => `${table}.${n}`)
        : [],
    );
    expect(suspicious).toEqual([]);
  });

  it('finds the rows of every personal table by a query the database accepts', async () => {
    const subject = { id: randomUUID(), email: `niemand-${randomUUID()}@example.test` };
    for (const [table, rule] of registeredTables()) {
      if (rule.kind !== 'personal') continue;
      const { rows } = await handle.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${aboutCondition(table, subject)}`,
      );
      expect(rows[0].n, table).toBe(0);
    }
  });
});
