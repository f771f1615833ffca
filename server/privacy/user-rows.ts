import { sql, type SQL } from 'drizzle-orm';
import { type Link, PRIVACY_REGISTRY, type TableRule } from './registry';

/** The person whose data is exported or erased: the account's id and its address. */
export type DataSubject = { id: string; email: string };

const rules: Record<string, TableRule> = PRIVACY_REGISTRY;

/** Parent chains are short (file → attachment → application); a longer one is a registry mistake. */
const MAX_DEPTH = 4;

function column(table: string, name: string): SQL {
  return sql`${sql.identifier(table)}.${sql.identifier(name)}`;
}

/** The address as a whole word of a text: `ann@x.de` is not found inside `joann@x.de` (a POSIX regex). */
function mentionPattern(email: string): string {
  const literal = email.replace(/[\\^$.|?*+()[\]{}-]/g, (c) => `\\${c}`);
  return `(^|[^a-z0-9._%+-])${literal}($|[^a-z0-9._-])`;
}

/** The SQL condition under which a row of `table` is about the subject by `link`. */
export function linkCondition(table: string, link: Link, subject: DataSubject, depth = 0): SQL {
  if ('userId' in link) return sql`${column(table, link.userId)} = ${subject.id}`;
  const email = subject.email.toLowerCase();
  if ('email' in link) return sql`lower(${column(table, link.email)}) = ${email}`;
  if ('emailIn' in link) return sql`lower(${column(table, link.emailIn)} ->> ${link.key}) = ${email}`;
  if ('mentionedIn' in link) {
    const json = column(table, link.mentionedIn);
    return sql`(lower(${json}::text) ~ ${mentionPattern(email)} or ${json} ->> ${link.idKey} = ${subject.id})`;
  }
  if (depth >= MAX_DEPTH) throw new Error(`privacy registry: parent chain of ${table} too long`);
  const key = 'keys' in link ? sql`unnest(${column(link.parent, link.keys)})` : column(link.parent, link.key ?? 'id');
  return sql`${column(table, link.column)} in (select ${key} from ${sql.identifier(link.parent)} where ${aboutCondition(
    link.parent,
    subject,
    depth + 1,
  )})`;
}

/** The rows of a personal table that are about the subject: any of its links. */
export function aboutCondition(table: string, subject: DataSubject, depth = 0): SQL {
  const rule = rules[table];
  if (rule?.kind !== 'personal') throw new Error(`privacy registry: ${table} is not a personal table`);
  const links = rule.about.map((link) => linkCondition(table, link, subject, depth));
  return sql`(${sql.join(links, sql` or `)})`;
}
