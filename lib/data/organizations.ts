import 'server-only';
import { serverQuery } from '@/lib/data/graphql';
import { GET_ORGANIZATION_PROFILE } from '@/lib/graphql/documents/organizations';
import type { Region } from '@/regions/build-region';
import { showsOrganization } from './page-cache-tags';

/** The employer's public profile (anonymous view); metadata and page share one run through serverQuery. */
export async function loadOrganizationProfile(region: Region, slug: string) {
  const { data, error } = await serverQuery(
    { region, locale: region.DEFAULT_LOCALE, userId: null },
    { query: GET_ORGANIZATION_PROFILE, variables: { slug } },
  );
  if (error) throw error;
  const profile = data?.getOrganizationProfile ?? null;
  if (profile) await showsOrganization(profile.id);
  return profile;
}
