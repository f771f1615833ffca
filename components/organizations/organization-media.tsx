import { getTranslations } from 'next-intl/server';
import type { OrganizationProfile } from './organization-profile';
import { OrganizationSection } from './organization-section';
import styles from './organization-page.module.scss';
import { ResponsivePicture } from './responsive-picture';

/** The provider's name for a video link ("youtube.com"); the link itself when it is no URL. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** The employer's pictures, loaded as they scroll into view. */
export async function OrganizationGallery({ images }: { images: OrganizationProfile['gallery'] }) {
  if (images.length === 0) return null;
  const t = await getTranslations('organization');
  return (
    <OrganizationSection id="org-gallery" title={t('gallery')}>
      <ul className={styles.gallery}>
        {images.map((image) => (
          <li key={image.url}>
            <ResponsivePicture
              image={image}
              alt={image.alt ?? ''}
              title={image.title ?? undefined}
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </OrganizationSection>
  );
}

/** The employer's videos as links to their provider, each naming who gets the viewer's data. */
export async function OrganizationVideos({ videos }: { videos: OrganizationProfile['videos'] }) {
  if (videos.length === 0) return null;
  const t = await getTranslations('organization');
  return (
    <OrganizationSection id="org-videos" title={t('videos')}>
      {/* No player of a third party loads on our page: the video opens at its provider. */}
      <ul className={styles.videos}>
        {videos.map((video) => (
          <li key={video.source}>
            {video.cover && (
              <ResponsivePicture image={video.cover} alt="" width={400} height={225} loading="lazy" decoding="async" />
            )}
            <p>
              <a href={video.source} rel="noopener nofollow" target="_blank">
                {video.coverTitle ?? t('videoWatch', { host: hostOf(video.source) })}{' '}
                <span className="visually-hidden">{t('newWindow')}</span>
              </a>
            </p>
            <p className={styles.muted}>{t('videoConsent', { host: hostOf(video.source) })}</p>
          </li>
        ))}
      </ul>
    </OrganizationSection>
  );
}
