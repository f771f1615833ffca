import 'server-only';
import { cache } from 'react';
import { getDb } from '@/server/db/client';
import { getRoutInfo, type RoutInfo } from '@/server/routes/get-rout-info';
import { sanitizeRichText } from '@/server/richtext/sanitize-rich-text';

/**
 * The front end's route lookup by slug and language (docs/product.md §2 page shell, docs/product.md §7 getRoutInfo),
 * run in-process. Rich text leaves here sanitized, so pages can render it as HTML. Cached per request: metadata and
 * page ask for the same slug.
 */
export const lookupRoute = cache(async (regionId: string, slug: string, language: string): Promise<RoutInfo> => {
  const info = await getRoutInfo(await getDb(), { regionId, slug, language });
  if (info.kind !== 'content') return info;
  return { ...info, entity: { ...info.entity, body: sanitizeRichText(info.entity.body, info.entity.bodyFormat) } };
});
