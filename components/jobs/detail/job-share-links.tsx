import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { buildShareLinks, type ShareNetwork } from '@/lib/share/share-links';
import type { IconComponent } from '@/components/icons/icon';
import { MailIcon } from '@/components/icons/ui-icons';
import { BlueskyIcon, FacebookIcon, LinkedInIcon, WhatsAppIcon, XIcon, XingIcon } from '@/components/icons/brand-icons';
import styles from './job-detail.module.scss';

const ICONS: Record<ShareNetwork, IconComponent> = {
  facebook: FacebookIcon,
  linkedin: LinkedInIcon,
  email: MailIcon,
  twitter: XIcon,
  whatsapp: WhatsAppIcon,
  xing: XingIcon,
  bluesky: BlueskyIcon,
};

/**
 * docs/product.md §9 share links of the site's networks as round icon buttons, named by aria-label; no third-party
 * scripts.
 */
export async function JobShareLinks({ region, url, title }: { region: Region; url: string; title: string }) {
  if (region.SHARE_NETWORKS.length === 0) return null;
  const t = await getTranslations('job');
  return (
    <section className={styles.box} aria-labelledby="job-share">
      <h2 id="job-share">{t('shareHeading')}</h2>
      <ul className={styles.share}>
        {buildShareLinks(region.SHARE_NETWORKS, url, title).map(({ network, href }) => {
          const name = t(`shareNetworks.${network}`);
          const external = network !== 'email';
          const Icon = ICONS[network];
          return (
            <li key={network}>
              <a
                href={href}
                rel={external ? 'noopener nofollow' : undefined}
                target={external ? '_blank' : undefined}
                aria-label={`${t('shareOn', { network: name })}${external ? ` ${t('newWindow')}` : ''}`}
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
