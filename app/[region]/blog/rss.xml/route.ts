import { getTranslations } from 'next-intl/server';
import { getRegion } from '@/regions/registry';
import { regionNames } from '@/lib/region/region-names';
import { blogFeedXml } from '@/lib/data/blog-feed';

export const dynamic = 'force-dynamic';

/**
 * GET /blog/rss.xml: the site's blog as RSS 2.0 (docs/product-decisions.md "Blog"). The proxy answers 404 where the
 * site has no blog; a changed post is in the next answer (no cache in between).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ region: string }> }) {
  const region = getRegion((await params).region);
  if (!region) return new Response(null, { status: 404 });
  const t = await getTranslations({ locale: region.DEFAULT_LOCALE, namespace: 'blog' });
  const vars = { ...regionNames(region), siteName: region.SITENAME };
  const xml = await blogFeedXml(region, { title: t('feedTitle', vars), description: t('feedDescription', vars) });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
