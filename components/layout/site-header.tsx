import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { cleanLink } from '@/lib/routing/links';
import { siteMenu } from '@/lib/routing/feature-paths';
import { EMPLOYERS_PAGE } from '@/lib/routing/employer-paths';
import { siteMarkMarkup } from '@/lib/region/logo-markup';
import { MenuIcon } from '@/components/icons/ui-icons';
import { BookmarkHeaderEntry } from '@/components/bookmarks/bookmark-header-entry';
import { NavLinks } from './nav-links';
import { AuthMenuSlot } from './auth-menu-slot';
import { CloseOnEscape } from './close-on-escape';
import styles from './site-header.module.scss';

/**
 * Skip link, the site's mark and name, and the region's header navigation; the sidebar holds the same
 * links on small screens, and "Für Arbeitgeber", which the bar shows beside "Anmelden" (AuthMenu). The name
 * is text in the site's typeface, on one line from tablet width on.
 */
export async function SiteHeader({ region }: { region: Region }) {
  const t = await getTranslations();
  const mark = siteMarkMarkup(region);
  const items = siteMenu(region).map((item) => ({
    href: cleanLink(item.href, region),
    label: t(`nav.${item.labelKey}`),
  }));
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#inhalt">
        {t('header.skipToContent')}
      </a>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand} aria-label={t('header.homeLink', { siteName: region.SITENAME })}>
          {/* Our own SVG file (public/assets, generated from regions/), so inlining is safe; the name beside it
              is the text, the mark is decoration. */}
          {mark && <span className={styles.mark} aria-hidden="true" dangerouslySetInnerHTML={{ __html: mark }} />}
          <span className={styles.siteName} data-site-name>
            {region.SITENAME}
          </span>
        </Link>
        <NavLinks items={items} label={t('nav.mainLabel')} className={styles.mainNav} />
        <details id="seitenmenue" className={styles.sidebar}>
          <summary className={styles.menuButton}>
            <MenuIcon />
            <span className="visually-hidden">{t('nav.menu')}</span>
          </summary>
          <NavLinks
            items={[
              { href: '/', label: t('nav.home') },
              ...items,
              { href: cleanLink(EMPLOYERS_PAGE, region), label: t('nav.forEmployers') },
            ]}
            label={t('nav.sidebarLabel')}
            className={styles.sideNav}
          />
        </details>
        <CloseOnEscape detailsId="seitenmenue" />
        <BookmarkHeaderEntry region={region} />
        <AuthMenuSlot region={region} />
      </div>
    </header>
  );
}
