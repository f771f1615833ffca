import type { Metadata, Viewport } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/de.json';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { themeVariables } from '@/lib/theme/theme-variables';
import { fontStack } from '@/lib/theme/fonts';
import { siteOrigin } from '@/regions/site-origin';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { OrganizationJsonLd } from '@/components/layout/organization-json-ld';
import { CookieConsentSlot } from '@/components/cookie-consent/cookie-consent-slot';
import { MaintenanceBanner } from '@/components/maintenance/maintenance-banner';
import '@/styles/globals.scss';

export async function generateMetadata({ params }: { params: RegionParams }): Promise<Metadata> {
  const region = await getPageRegion(params);
  return {
    metadataBase: new URL(siteOrigin(region)),
    title: { default: region.SITENAME, template: `%s | ${region.SITENAME}` },
    description: region.SITE_DESCRIPTION,
    applicationName: region.SITENAME,
    icons: { icon: { url: `${region.ASSETS.faviconsPath}/favicon.svg`, type: 'image/svg+xml' } },
    openGraph: {
      siteName: region.SITENAME,
      locale: 'de_DE',
      type: 'website',
      images: [{ url: region.OG_IMAGE, width: 1200, height: 630 }],
    },
  };
}

export async function generateViewport({ params }: { params: RegionParams }): Promise<Viewport> {
  const region = await getPageRegion(params);
  return { themeColor: region.THEME.primaryColor, width: 'device-width', initialScale: 1 };
}

/** The regional page shell: branding (colours, typeface) as CSS variables, header, footer and Organization markup. */
export default async function RegionLayout({ children, params }: { children: ReactNode; params: RegionParams }) {
  // Rendered per request: the proxy's Content-Security-Policy allows only scripts with this response's
  // nonce, which a page prerendered at build time cannot carry. This makes every page below dynamic, so
  // pages need no `dynamic` export of their own (docs/architecture.md, "One request").
  await connection();
  const region = await getPageRegion(params);
  const font = fontStack(region.THEME.fontFamily);
  const theme = { ...themeVariables(region.THEME), ...(font && { '--font-sans': font }) } as CSSProperties;
  return (
    <html lang={region.DEFAULT_LOCALE}>
      <body style={theme}>
        {/* First in the body, as GOV.UK places its cookie banner: it is painted with the page's first paint (not
            after the main content has been parsed, where it became the largest paint and came late) and the
            keyboard meets the pending choice first (docs/quality.md "Latest figures"). */}
        <CookieConsentSlot region={region} />
        <SiteHeader region={region} />
        {/* Client islands get only the namespaces they use, not the whole catalogue. */}
        <NextIntlClientProvider messages={{ error: messages.error }}>
          <main id="inhalt">
            <MaintenanceBanner region={region} />
            {children}
          </main>
        </NextIntlClientProvider>
        <SiteFooter region={region} />
        <OrganizationJsonLd region={region} />
      </body>
    </html>
  );
}
