import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, migrationsFolder } from './client';

/** What the migration tests look at: the tables in the schema and the applied migrations. */
export const EXPECTED_TABLES = [
  'users',
  'user_roles',
  'accounts',
  'sessions',
  'verification_tokens',
  'organizations',
  'organization_members',
  'files',
  'taxonomy_terms',
  'jobs',
  'job_locations',
  'job_revisions',
  'job_applications',
  'job_application_attachments',
  'resumes',
  'resume_contact_requests',
  'job_alerts',
  'resume_alerts',
  'products',
  'credit_ledger',
  'orders',
  'order_items',
  'subscriptions',
  'gdpr_consent_infos',
  'gdpr_consent_info_revisions',
  'gdpr_user_consents',
  'app_config_entries',
  'route_slugs',
  'landing_pages',
  'blog_posts',
  'contact_messages',
  'contact_message_attachments',
];

export const journalEntries = () =>
  (JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;

export async function publicTables(db: Db): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}

export async function appliedMigrations(db: Db): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0].count);
}
