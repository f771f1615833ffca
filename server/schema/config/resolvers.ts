import type { Region } from '../../../regions/build-region';
import { siteAppConfigRows } from '../../app-config/app-config-rows';
import type { GraphQLContext } from '../../graphql/context';
import type { AppConfigEntry, QueryResolvers } from '../generated/resolvers-types';

/** The public part of a site's config file as docs/product.md §3 entries (name = group, key, value as text). */
export function regionConfigEntries(region: Region): AppConfigEntry[] {
  const entries: AppConfigEntry[] = [];
  const add = (name: string, key: string, value: string | boolean | number) =>
    entries.push({ name, key, value: String(value) });
  add('site', 'SITE_ID', region.id);
  add('site', 'SITENAME', region.SITENAME);
  add('site', 'SITE_DESCRIPTION', region.SITE_DESCRIPTION);
  add('site', 'REGION_NAME', region.REGION_NAME);
  add('site', 'LOCALES', region.LOCALES.join(','));
  add('site', 'DEFAULT_LOCALE', region.DEFAULT_LOCALE);
  add('site', 'PRIVACY_LINK', region.PRIVACY_LINK);
  add('site', 'OG_IMAGE', region.OG_IMAGE);
  add('site', 'CMP_ID', region.CMP_ID);
  add('site', 'CMP_PROVIDER', region.CMP_PROVIDER);
  add('site', 'GA4_MEASUREMENT_IDS', region.GA4_MEASUREMENT_IDS.join(','));
  add('site', 'PRIMARY_COLOR', region.THEME.primaryColor);
  add('assets', 'logo', region.ASSETS.logo);
  add('assets', 'faviconsPath', region.ASSETS.faviconsPath);
  for (const [key, url] of Object.entries(region.SOCIAL_LINKS)) if (url) add('social_links', key, url);
  for (const [key, on] of Object.entries(region.FEATURES)) add('features', key, on);
  return entries;
}

/**
 * docs/product.md §3/§7 getAppConfig: the site's config file first (it is authoritative for what it defines), then
 * app_config rows: defaults (no region) overridden by the site's own rows with the same name and key.
 */
export async function getAppConfig(ctx: GraphQLContext): Promise<AppConfigEntry[]> {
  const fromFile = regionConfigEntries(ctx.region);
  return [...fromFile, ...(await siteAppConfigRows(ctx.db, ctx.region.id, fromFile))];
}

export const configQueries: Pick<QueryResolvers, 'getAppConfig'> = {
  getAppConfig: (_parent, _args, ctx) => getAppConfig(ctx),
};
