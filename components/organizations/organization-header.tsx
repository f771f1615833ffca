import { getTranslations } from 'next-intl/server';
import { socialProfileLinks } from '@/lib/seo/organization-json-ld';
import type { OrganizationProfile } from './organization-profile';
import styles from './organization-page.module.scss';
import { ResponsivePicture } from './responsive-picture';
import { OrganizationMonogram } from './organization-logo';

/** Cover, logo (or its initials), name and place of the employer, and its website and social profiles (each opens a new window). */
export async function OrganizationHeader({ profile }: { profile: OrganizationProfile }) {
  const t = await getTranslations('organization');
  const profiles = socialProfileLinks(profile.profiles);
  return (
    <header className={styles.header}>
      {profile.cover && (
        <ResponsivePicture
          image={profile.cover}
          className={styles.cover}
          alt={profile.cover.alt ?? ''}
          width={1000}
          height={500}
          decoding="async"
          fetchPriority="high"
        />
      )}
      <div className={styles.identity}>
        {profile.logo ? (
          <ResponsivePicture
            image={profile.logo}
            className={styles.logo}
            alt={profile.logo.alt ?? profile.name}
            width={140}
            height={70}
            decoding="async"
          />
        ) : (
          <OrganizationMonogram name={profile.name} />
        )}
        <div>
          <h1 id="org-name">{profile.name}</h1>
          {profile.alternativeName && <p className={styles.muted}>{profile.alternativeName}</p>}
          {profile.location && <p className={styles.muted}>{profile.location}</p>}
        </div>
      </div>
      {(profile.website || profiles.length > 0) && (
        <ul className={styles.links}>
          {profile.website && (
            <li>
              <a href={profile.website} rel="noopener" target="_blank">
                {t('websiteLink', { name: profile.name })} <span className="visually-hidden">{t('newWindow')}</span>
              </a>
            </li>
          )}
          {profiles.map(([network, url]) => (
            <li key={network}>
              <a href={url} rel="noopener" target="_blank">
                {t(`socialNames.${network as 'facebook'}`)} <span className="visually-hidden">{t('newWindow')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
