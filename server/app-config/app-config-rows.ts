import { asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appConfigEntries } from '../db/schema';

/** getAppConfig is small by nature; the cap keeps a runaway table from becoming one huge response. */
export const MAX_APP_CONFIG_ROWS = 500;

export type AppConfigRow = { name: string; key: string; value: string };

/**
 * The app_config rows a site sees, below what its config file defines (`taken`: the file is authoritative for
 * what it names): defaults (no region) overridden by the site's own rows with the same name and key.
 */
export async function siteAppConfigRows(
  db: Db,
  regionId: string,
  taken: Array<{ name: string; key: string }>,
): Promise<AppConfigRow[]> {
  const rows = await db
    .select({
      name: appConfigEntries.name,
      key: appConfigEntries.key,
      value: appConfigEntries.value,
      regionId: appConfigEntries.regionId,
    })
    .from(appConfigEntries)
    .where(or(isNull(appConfigEntries.regionId), eq(appConfigEntries.regionId, regionId)))
    .orderBy(asc(appConfigEntries.name), asc(appConfigEntries.key))
    .limit(MAX_APP_CONFIG_ROWS * 2);
  const id = (e: { name: string; key: string }) => `${e.name}\u0000${e.key}`;
  const fromFile = new Set(taken.map(id));
  const merged = new Map<string, AppConfigRow>();
  for (const row of rows) {
    if (fromFile.has(id(row))) continue;
    // The site's own row wins over the default, whatever order they came in.
    if (row.regionId === null && merged.has(id(row))) continue;
    merged.set(id(row), { name: row.name, key: row.key, value: row.value });
  }
  return [...merged.values()].slice(0, MAX_APP_CONFIG_ROWS);
}
