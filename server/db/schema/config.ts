import { pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, regionId, timestamps } from './columns';

/**
 * docs/product.md §3 app config entry (name, key, value) as getAppConfig returns it. region_id null = the default for
 * every site; a row with a region id overrides it on that site.
 */
export const appConfigEntries = pgTable(
  'app_config_entries',
  {
    id: id(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    regionId: regionId(),
    ...timestamps(),
  },
  (t) => [unique('app_config_entries_name_key_region_uq').on(t.name, t.key, t.regionId).nullsNotDistinct()],
);
