import 'server-only';
import { getDb } from '@/server/db/client';
import { getRoutInfo, type RoutInfo } from '@/server/routes/get-rout-info';

/**
 * What a landing-page path names (content, redirect or error), for the proxy: it answers stored redirect
 * codes and 410s before a page renders. Pages use lookupRoute (lib/data/routes.ts), which also sanitizes.
 */
export async function findLandingRoute(regionId: string, slug: string, language: string): Promise<RoutInfo> {
  return getRoutInfo(await getDb(), { regionId, slug, language });
}
