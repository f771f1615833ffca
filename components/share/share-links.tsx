import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { buildShareLinks, type ShareNetwork } from '@/lib/share/share-links';
import type { IconComponent } from '@/components/icons/icon';
import { MailIcon } from '@/components/icons/ui-icons';
import { BlueskyIcon, FacebookIcon, LinkedInIcon, WhatsAppIcon, XIcon, XingIcon } from '@/components/icons/brand-icons';
import { NativeShareButton } from './native-share-button';
import styles from './share-links.module.scss';

const ICONS: Record<ShareNetwork, IconComponent> = {
  facebook: FacebookIcon,
  linkedin: LinkedInIcon,
  email: MailIcon,
  twitter: XIcon,
  whatsapp: WhatsAppIcon,
  xing: XingIcon,
  bluesky: BlueskyIcon,
};

type Props = {
  region: Region;
  /** The page's absolute URL, from the site's configured origin. */
  url: string;
  title: string;
  /** What is shared: names the section ("Stelle teilen", "Arbeitgeber teilen", "Beitrag teilen"). */
  kind: 'job' | 'organization' | 'blogPost';
  className?: string;
};

/**
 * docs/product.md §9 share links of the site's networks as round icon buttons, named by aria-label: plain links to
 * each network's own share page, so no third-party script loads and nothing is asked of anyone before a click
 * (docs/product-decisions.md "Sharing"). Where the browser has a share sheet of its own (phones), a button opens it.
 */
export async function ShareLinks({ region, url, title, kind, className }: Props) {
  if (region.SHARE_NETWORKS.length === 0) return null;
  const t = await getTranslations('share');
  const id = `${kind}-share`;
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{t(`heading.${kind}`)}</h2>
      <NativeShareButton
        url={url}
        title={title}
        label={t('native')}
        className={`button button-secondary ${styles.native}`}
      />
      <ul className={styles.list}>
        {buildShareLinks(region.SHARE_NETWORKS, url, title).map(({ network, href }) => {
          const name = t(`networks.${network}`);
          const external = network !== 'email';
          const Icon = ICONS[network];
          return (
            <li key={network}>
              <a
                href={href}
                rel={external ? 'noopener nofollow' : undefined}
                target={external ? '_blank' : undefined}
                aria-label={`${t('on', { network: name })}${external ? ` ${t('newWindow')}` : ''}`}
                title={name}
              >
                <Icon />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
