import { ACCOUNT_CATEGORIES } from './export-categories-account';
import { ACTIVITY_CATEGORIES } from './export-categories-activity';
import { NEWSLETTER_CATEGORIES } from './export-categories-newsletter';
import { SEEKER_CATEGORIES } from './export-categories-seeker';
import type { CategorySpec, SectionKey } from './export-category-types';
import type { PersonalTableName } from './registry';

/**
 * How the readable export and meine-daten.json show each personal table of the privacy registry: its
 * section and heading, and every column. The type asks for every personal table, and
 * export-categories.test.ts walks the registry and the live database's columns, so neither a new table nor
 * a new column can be left out unnoticed.
 */
export const EXPORT_CATEGORIES: Record<PersonalTableName, CategorySpec> = {
  ...ACCOUNT_CATEGORIES,
  ...SEEKER_CATEGORIES,
  ...ACTIVITY_CATEGORIES,
  ...NEWSLETTER_CATEGORIES,
};

/** The sections in the order the readable file shows them. */
export const SECTION_ORDER: readonly SectionKey[] = [
  'account',
  'resume',
  'applications',
  'alerts',
  'bookmarks',
  'newsletter',
  'contactRequests',
  'messages',
  'consents',
  'organizations',
  'files',
];
