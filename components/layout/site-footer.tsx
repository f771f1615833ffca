import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { cleanLink, isExternalLink } from '@/lib/routing/links';
import { EMPLOYERS_PAGE } from '@/lib/routing/employer-paths';
import { InstagramIcon } from '@/components/icons/ui-icons';
import { FacebookIcon } from '@/components/icons/brand-icons';
import { COOKIE_SETTINGS_FRAGMENT } from '@/lib/analytics/settings-link';
import { NewsletterSignup } from '@/components/newsletter/newsletter-signup';
import styles from './site-footer.module.scss';

const SOCIAL_ICONS = { facebook: FacebookIcon, instagram: InstagramIcon };

/**
 * Legal links (privacy per PRIVACY_LINK), the page for employers, social profiles and the powered-by line
 * (docs/product.md §1 flag), which names the site's seller from the config (docs/architecture.md "One seller"); the
 * newsletter sign-up where the site has one (docs/product.md §1.4 NEWSLETTER).
 */
export async function SiteFooter({ region }: { region: Region }) {
  const t = await getTranslations('footer');
  const tc = await getTranslations('cookieConsent');
  const tn = await getTranslations('newsletter');
  const privacy = cleanLink(region.PRIVACY_LINK, region);
  const legal = [
    { href: privacy, label: t('privacy') },
    { href: '/impressum', label: t('imprint') },
    { href: '/agb', label: t('terms') },
    { href: cleanLink('internal:/contact', region), label: t('contact') },
    { href: cleanLink(EMPLOYERS_PAGE, region), label: t('forEmployers') },
    // docs/product.md §4: the cookie settings, opened again by the consent island (the privacy page without script).
    { href: `${privacy}#${COOKIE_SETTINGS_FRAGMENT}`, label: tc('footerLink') },
  ];
  const social = (['facebook', 'instagram'] as const).flatMap((network) => {
    const href = region.SOCIAL_LINKS[network];
    return href ? [{ href, label: t(network, { siteName: region.SITENAME }), Icon: SOCIAL_ICONS[network] }] : [];
  });
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {region.FEATURES.NEWSLETTER && (
          <section aria-labelledby="newsletter-footer-heading">
            <h2 id="newsletter-footer-heading" className={styles.heading}>
              {tn('footerHeading')}
            </h2>
            <NewsletterSignup region={region} source="footer" />
          </section>
        )}
        <nav aria-label={t('legalLabel')}>
          <ul className={styles.links}>
            {legal.map((link) => (
              <li key={link.href}>
                {isExternalLink(link.href) ? (
                  <a href={link.href}>{link.label}</a>
                ) : (
                  <Link href={link.href} prefetch={false}>
                    {link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {social.length > 0 && (
          <nav aria-label={t('socialLabel')}>
            <ul className={styles.links}>
              {social.map(({ href, label, Icon }) => (
                <li key={href}>
                  <a href={href} rel="noopener" target="_blank" className={styles.social}>
                    <Icon />
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className={styles.small}>{t('copyright', { year: new Date().getFullYear(), siteName: region.SITENAME })}</p>
        {region.FEATURES.POWERED_BY_FOOTER && (
          <p className={styles.small}>{t('poweredBy', { seller: region.SELLER.name })}</p>
        )}
        {/* The place autocomplete's gazetteer is GeoNames data under CC BY 4.0, which asks for this credit. */}
        <p className={styles.small}>
          <a href="https://www.geonames.org/" rel="noopener">
            {t('placeData')}
          </a>
        </p>
        {/*
          The search's occupation vocabulary is the BA's Klassifikation der Berufe, whose terms ask for the source
          named and linked (docs/architecture.md, "Occupation vocabulary (KldB 2010)").
        */}
        <p className={styles.small}>
          <a href="https://statistik.arbeitsagentur.de/" rel="noopener">
            {t('occupationData')}
          </a>
        </p>
        {/* Postal codes and their places are OpenStreetMap data under the ODbL, which asks for this credit. */}
        <p className={styles.small}>
          <a href="https://www.openstreetmap.org/copyright" rel="noopener">
            {t('postalCodeData')}
          </a>
        </p>
      </div>
    </footer>
  );
}
