import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { cleanLink } from '@/lib/routing/links';
import { logoMarkup } from '@/lib/region/logo-markup';
import { NavLinks } from './nav-links';
import { AuthMenuSlot } from './auth-menu-slot';
import { CloseOnEscape } from './close-on-escape';
import styles from './site-header.module.scss';

/** Skip link, logo and the region's header navigation; the sidebar holds the same links on small screens. */
export async function SiteHeader({ region }: { region: Region }) {
  const t = await getTranslations();
  const logo = logoMarkup(region);
  const items = region.MENU.map((item) => ({ href: cleanLink(item.href, region), label: t(`nav.${item.labelKey}`) }));
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#inhalt">
        {t('header.skipToContent')}
      </a>
      <div className={styles.bar}>
        <Link href="/" className={styles.logo} aria-label={t('header.homeLink', { siteName: region.SITENAME })}>
          {/* The link names the site; the logo beside it is decoration. Our own SVG file (regions/), so inlining is safe. */}
          {logo ? (
            <span className={styles.logoMark} aria-hidden="true" dangerouslySetInnerHTML={{ __html: logo }} />
          ) : (
            <img src={region.ASSETS.logo} alt="" width={240} height={60} />
          )}
        </Link>
        <NavLinks items={items} label={t('nav.mainLabel')} className={styles.mainNav} />
        <details id="seitenmenue" className={styles.sidebar}>
          <summary className={styles.menuButton}>{t('nav.menu')}</summary>
          <NavLinks
            items={[{ href: '/', label: t('nav.home') }, ...items]}
            label={t('nav.sidebarLabel')}
            className={styles.sideNav}
          />
        </details>
        <CloseOnEscape detailsId="seitenmenue" />
        <AuthMenuSlot region={region} />
      </div>
    </header>
  );
}
