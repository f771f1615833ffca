import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { FileStorage } from '../storage/storage';
import { type PersonalTable, registeredTables } from './registry';
import { aboutCondition, type DataSubject, linkCondition } from './user-rows';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const table = (name: string) => sql.identifier(name);
const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** The rows a personal table deletes: those about the person, narrowed by the table's `eraseOnly`. */
function deletable(name: string, rule: PersonalTable, subject: DataSubject) {
  const about = aboutCondition(name, subject);
  return rule.eraseOnly ? sql`${about} and ${rule.eraseOnly}` : about;
}

/**
 * Rows found through other rows (files through an application's attachments) must be named before those
 * other rows are deleted: their ids are read first.
 */
async function idsFoundThroughOthers(tx: Tx, subject: DataSubject): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const [name, rule] of registeredTables()) {
    if (rule.kind !== 'personal' || rule.erase !== 'delete' || !rule.about.some((link) => 'parent' in link)) continue;
    const { rows } = await tx.execute<{ id: string }>(
      sql`select id from ${table(name)} where ${deletable(name, rule, subject)}`,
    );
    found.set(
      name,
      rows.map((r) => r.id),
    );
  }
  return found;
}

/** Storage keys of the files that go (with their image variants), read before their rows are deleted. */
async function storageKeysOf(tx: Tx, fileIds: string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const ids = uuidList(fileIds);
  const { rows } = await tx.execute<{ key: string }>(sql`
    select storage_key as key from files where id in (${ids})
    union all select storage_key as key from file_variants where file_id in (${ids})`);
  return rows.map((r) => r.key);
}

/**
 * DSGVO Art. 17: removes everything about a person, as the privacy registry says. Rows about them are
 * deleted (their children by the database's cascades), records that stay (an organization's log, an
 * employer's note they wrote) lose their name, and the account row goes last, so every session and bearer
 * token ends with it (a session whose user does not load is signed out). What law requires to keep (orders,
 * invoices) stays with the organization, its link to the person cut. One transaction: all or nothing. The
 * files' bytes are removed after the commit (a failed delete leaves an orphan, never a row without bytes).
 * Returns false when there is no such account.
 */
export async function eraseAccount(db: Db, storage: FileStorage, userId: string): Promise<boolean> {
  const keys = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return null;
    const subject: DataSubject = user;
    const throughOthers = await idsFoundThroughOthers(tx, subject);
    const storageKeys = await storageKeysOf(tx, throughOthers.get('files') ?? []);

    for (const [name, rule] of registeredTables()) {
      if (rule.kind === 'none') continue;
      for (const step of rule.anonymise ?? []) {
        const set = sql.join(
          Object.entries(step.set).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
          sql`, `,
        );
        await tx.execute(sql`update ${table(name)} set ${set} where ${linkCondition(name, step.where, subject)}`);
      }
    }
    for (const [name, rule] of registeredTables()) {
      if (rule.kind !== 'personal' || rule.erase !== 'delete') continue;
      const ids = throughOthers.get(name);
      if (!ids) await tx.execute(sql`delete from ${table(name)} where ${deletable(name, rule, subject)}`);
      else if (ids.length) await tx.execute(sql`delete from ${table(name)} where id in (${uuidList(ids)})`);
    }
    return storageKeys;
  });
  if (keys === null) return false;
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
  return true;
}
