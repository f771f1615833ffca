import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Looks for words (an e-mail address, names) in every text, character, jsonb and text-array column of every
 * table of the database, read from information_schema, so a table added later is scanned too. Returns
 * `table.column: word` for each hit.
 */
export async function findTraces(db: Db, words: string[]): Promise<string[]> {
  const { rows: columns } = await db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and (c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json')
        or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar')))
    order by c.table_name, c.column_name`);
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const word of words) {
      const { rows } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)}
          where strpos(lower(${sql.identifier(column)}::text), ${word.toLowerCase()}) > 0`,
      );
      if (rows[0].n > 0) hits.push(`${table}.${column}: ${word}`);
    }
  }
  return hits;
}
