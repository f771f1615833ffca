import type { Region } from '@/regions/build-region';
import { siteOrigin, siteUrl } from '@/regions/site-origin';
import { jsonLdScript } from '@/lib/seo/json-ld-script';

/** schema.org Organization markup of the site (docs/product.md §2 page shell). */
export function OrganizationJsonLd({ region }: { region: Region }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: region.SITENAME,
    description: region.SITE_DESCRIPTION,
    url: `${siteOrigin(region)}/`,
    logo: siteUrl(region, region.ASSETS.logo),
    areaServed: region.REGION_NAME,
    sameAs: Object.values(region.SOCIAL_LINKS).filter(Boolean),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
