import { sql, type SQL } from 'drizzle-orm';
import messages from '../../messages/de.json';

/**
 * Every table of the database, classified for the data rights of DSGVO Art. 15, 17 and 20. The test
 * `registry.test.ts` reads the live database (information_schema): a table missing here fails it, so a table
 * added later cannot be forgotten by the export or the erasure. A new table is one line, e.g.
 * `password_reset_tokens: personal([byUser('user_id')], 'cascade', { hidden: ['token_hash'] }),`.
 */

/** How a row is "about" a user. */
export type Link =
  /** The column holds the user's id. */
  | { userId: string }
  /** The column holds the account's e-mail address (compared lower-cased). */
  | { email: string }
  /** A key of a jsonb column holds the account's e-mail address. */
  | { emailIn: string; key: string }
  /**
   * A jsonb column mentions the user anywhere: the account's address in any value (a label "Name <address>"
   * too, so a new key cannot slip by), or the user's id under `idKey` (found after an address change).
   */
  | { mentionedIn: string; idKey: string }
  /** The column holds the `key` (default `id`) of a row of `parent` that is about the user. */
  | { parent: string; column: string; key?: string }
  /** The column holds one of the ids in the array column `keys` of a row of `parent` that is about the user. */
  | { parent: string; column: string; keys: string };

/** Replaces columns of the rows a link finds, so a record that stays names nobody. */
export type Anonymise = { where: Link; set: Record<string, SQL> };

export type PersonalTable = {
  kind: 'personal';
  about: Link[];
  /** How erasure removes the rows: deleted by us, or by the database with a parent row (on delete cascade). */
  erase: 'delete' | 'cascade';
  /** Only rows that also match this are deleted (the rest stay, their user column cut by its foreign key). */
  eraseOnly?: SQL;
  /** Not exported, and why (a key of `privacy.export.notExported` in de.json, named in the export). */
  notExported?: keyof typeof messages.privacy.export.notExported;
  /** Secrets (hashes, tokens) left out of the export: they say nothing about the person and would unlock things. */
  hidden?: string[];
  /** Columns naming the user in another role (a recruiter who asked, moved, invited), cut by their foreign key. */
  userColumns?: string[];
  anonymise?: Anonymise[];
};

export type KeptTable = {
  kind: 'kept';
  /** Why it stays (a key of `privacy.erase.kept` in de.json): retention laws, or the organization's or site's data. */
  reason: 'law' | 'organization' | 'site';
  /** Columns naming the user, cut by their foreign key (on delete set null) when the account goes. */
  userColumns?: string[];
  anonymise?: Anonymise[];
};

export type NoPersonalData = { kind: 'none'; why: string };

export type TableRule = PersonalTable | KeptTable | NoPersonalData;

export const byUser = (column: string): Link => ({ userId: column });
export const byEmail = (column: string): Link => ({ email: column });
export const via = (parent: string, column: string, key = 'id'): Link => ({ parent, column, key });
export const viaArray = (parent: string, column: string, keys: string): Link => ({ parent, column, keys });

export const personal = (
  about: Link[],
  erase: PersonalTable['erase'],
  options: Omit<PersonalTable, 'kind' | 'about' | 'erase'> = {},
): PersonalTable => ({ kind: 'personal', about, erase, ...options });
export const kept = (reason: KeptTable['reason'], options: Omit<KeptTable, 'kind' | 'reason'> = {}): KeptTable => ({
  kind: 'kept',
  reason,
  ...options,
});
export const none = (why: string): NoPersonalData => ({ kind: 'none', why });

/** What a record keeps instead of an erased person's name (a label, not a person). */
export const ERASED_LABEL_TEXT = messages.privacy.erasedLabel;
const authorLabel = (by: string, column: string): Anonymise => ({
  where: byUser(by),
  set: { [column]: sql`${ERASED_LABEL_TEXT}` },
});

/** Files that are the person's own (CV, photo, attachments); an organization's logo uploaded by them stays. */
export const PERSONAL_FILE_PURPOSES = ['application_attachment', 'resume_photo', 'resume_import', 'contact_attachment'];
const personalFile = sql.raw(`purpose in (${PERSONAL_FILE_PURPOSES.map((p) => `'${p}'`).join(', ')})`);

/**
 * Deletion runs in this order (children before the rows they point to; `users` last), so keep new personal
 * tables that others reference above those others.
 */
export const PRIVACY_REGISTRY = {
  job_applications: personal([byUser('applicant_id'), byEmail('email_address')], 'delete'),
  job_application_attachments: personal([via('job_applications', 'application_id')], 'cascade'),
  job_application_notes: personal([via('job_applications', 'application_id')], 'cascade', {
    notExported: 'employerNotes',
    anonymise: [authorLabel('author_id', 'author_label')],
  }),
  job_application_events: personal([via('job_applications', 'application_id')], 'cascade', {
    notExported: 'employerNotes',
    userColumns: ['actor_id'],
  }),
  job_application_drafts: personal([{ emailIn: 'fields', key: 'emailAddress' }], 'delete'),
  contact_messages: personal([byUser('user_id'), byEmail('email')], 'delete'),
  contact_message_attachments: personal([via('contact_messages', 'message_id')], 'cascade'),
  contact_drafts: personal([{ emailIn: 'fields', key: 'email' }], 'delete'),
  files: personal(
    [
      byUser('owner_id'),
      via('job_application_attachments', 'id', 'file_id'),
      via('contact_message_attachments', 'id', 'file_id'),
      // Files of an application form that came back with errors (kept a day for the next attempt).
      viaArray('job_application_drafts', 'id', 'file_ids'),
      // Files of a contact form that came back with errors (kept a day for the next attempt).
      viaArray('contact_drafts', 'id', 'file_ids'),
    ],
    'delete',
    { eraseOnly: personalFile },
  ),
  file_variants: personal([via('files', 'file_id')], 'cascade'),
  // Rendered pages of a job ad's PDF: the employer's public ad (their files go with the PDF, docs/architecture.md).
  pdf_page_images: none('the pages of a published job ad, an employer’s public text'),
  resumes: personal([byUser('user_id')], 'cascade'),
  resume_contact_requests: personal([via('resumes', 'resume_id')], 'cascade', { userColumns: ['requested_by_id'] }),
  // The organizations the job seeker blocked from their resume (docs/product-decisions.md "Privacy from one's employer").
  resume_blocked_organizations: personal([via('resumes', 'resume_id')], 'cascade'),
  job_alerts: personal([byUser('user_id'), byEmail('email')], 'delete', {
    hidden: ['confirm_token', 'unsubscribe_token'],
  }),
  job_alert_deliveries: personal([via('job_alerts', 'alert_id')], 'cascade'),
  job_alert_pauses: personal([via('job_alerts', 'alert_id')], 'cascade'),
  resume_alerts: personal([byUser('user_id'), byEmail('email')], 'delete', { hidden: ['unsubscribe_token'] }),
  resume_alert_deliveries: personal([via('resume_alerts', 'alert_id')], 'cascade'),
  job_bookmarks: personal([byUser('user_id')], 'cascade'),
  // The newsletter sign-ups of the account's address, on every site (docs/product-decisions.md "Newsletter").
  newsletter_subscriptions: personal([byEmail('email')], 'delete', {
    hidden: ['confirm_token_hash', 'unsubscribe_token_hash'],
  }),
  gdpr_user_consents: personal([byUser('user_id'), byEmail('mail')], 'delete'),
  // Invitations to the user's address; those the user sent to others stay with the organization.
  organization_invitations: personal([byEmail('email')], 'delete', {
    hidden: ['token_hash'],
    userColumns: ['invited_by', 'accepted_by'],
  }),
  organization_members: personal([byUser('user_id')], 'cascade'),
  registration_requests: personal([byEmail('email')], 'delete', { hidden: ['password_hash'] }),
  verification_tokens: personal([byEmail('identifier')], 'delete', { hidden: ['token'] }),
  account_erasure_requests: personal([byUser('user_id')], 'cascade', { hidden: ['token_hash'] }),
  password_reset_tokens: personal([byUser('user_id')], 'cascade', { hidden: ['token_hash'] }),
  email_change_requests: personal([byUser('user_id'), byEmail('new_email')], 'cascade', { hidden: ['token_hash'] }),
  user_roles: personal([byUser('user_id')], 'cascade'),
  accounts: personal([byUser('user_id')], 'cascade', { hidden: ['refresh_token', 'access_token', 'id_token'] }),
  sessions: personal([byUser('user_id')], 'cascade', { hidden: ['session_token'] }),
  users: personal([byUser('id')], 'delete', { hidden: ['password_hash'] }),

  // §147 AO, §257 HGB, §14b UStG: orders, invoices and bookings are the organization's records for 8–10 years.
  orders: kept('law', { userColumns: ['user_id'] }),
  order_items: kept('law'),
  invoices: kept('law'),
  credit_ledger: kept('law', { userColumns: ['actor_id'] }),
  subscriptions: kept('law'),
  document_number_counters: kept('law'),
  // The employer's own data: its profile, its jobs and its log. A recruiter's name in them is cut or replaced.
  organizations: kept('organization', { userColumns: ['owner_id'] }),
  organization_customer_profiles: kept('organization', { userColumns: ['updated_by'] }),
  organization_profile_drafts: kept('organization', { userColumns: ['updated_by'] }),
  organization_change_log: kept('organization', {
    userColumns: ['actor_id'],
    anonymise: [
      authorLabel('actor_id', 'actor_label'),
      // Entries naming the person (an invitee, a removed member) keep only what happened.
      { where: { mentionedIn: 'detail', idKey: 'personId' }, set: { detail: sql`'{}'::jsonb` } },
    ],
  }),
  jobs: kept('organization', { userColumns: ['author_id'] }),
  job_revisions: kept('organization', { userColumns: ['author_id'] }),
  blog_posts: kept('site', { userColumns: ['author_id'] }),

  job_locations: none('places of jobs'),
  job_search: none("the search's copy of published jobs' searched fields, kept by triggers on jobs"),
  job_title_words: none('words of published job titles with counts, for typo correction'),
  job_daily_stats: none('counts per job and day'),
  stats_daily_salts: none('random salts'),
  stats_daily_marks: none('salted hashes, deleted daily; the salt is gone with the day'),
  auth_rate_limits: none('hashed subjects, kept only for their window'),
  vies_answers: none("the EU VAT register's answers about business VAT numbers, kept a day"),
  taxonomy_terms: none('vocabulary'),
  products: none('price list'),
  gdpr_consent_infos: none('consent texts'),
  gdpr_consent_info_revisions: none('consent texts'),
  landing_pages: none('site content'),
  route_slugs: none('site content'),
  app_config_entries: none('configuration'),
} satisfies Record<string, TableRule>;

export type RegisteredTable = keyof typeof PRIVACY_REGISTRY;

/** The tables with rows about a person: what the export shows (export-categories.ts names each one). */
export type PersonalTableName = {
  [K in RegisteredTable]: (typeof PRIVACY_REGISTRY)[K] extends PersonalTable ? K : never;
}[RegisteredTable];

export const registeredTables = () => Object.entries(PRIVACY_REGISTRY) as Array<[string, TableRule]>;

/** The tables kept after an erasure, grouped by why (for the page that asks for the erasure). */
export function keptReasons(): Array<KeptTable['reason']> {
  const reasons = registeredTables().flatMap(([, rule]) => (rule.kind === 'kept' ? [rule.reason] : []));
  return [...new Set(reasons)];
}
