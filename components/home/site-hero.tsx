import type { ReactNode } from 'react';
import type { Region } from '@/regions/build-region';
import { RegionIllustration } from './region-illustration';
import styles from './site-hero.module.scss';

type Props = { region: Region; heading: string; counts: string; children: ReactNode };

/**
 * The front page's top: the site's tagline (region config TAGLINE), the heading with the site's figures, its
 * landscape (region-illustration.tsx), and the search (`children`) on top of the landscape's lower edge.
 */
export function SiteHero({ region, heading, counts, children }: Props) {
  return (
    <div className={styles.hero}>
      <div className={styles.text}>
        <p className={styles.tagline}>{region.TAGLINE}</p>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.counts}>{counts}</p>
      </div>
      <RegionIllustration region={region} className={styles.illustration} />
      <div className={styles.search}>{children}</div>
    </div>
  );
}
