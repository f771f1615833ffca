import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { type SeekerSection, seekerSections } from '@/lib/workspace/sections';
import styles from './account.module.scss';

/** The job seeker's own pages, the current one marked for screen readers and by weight. */
export async function SeekerNav({ region, current }: { region: Region; current: SeekerSection }) {
  const t = await getTranslations('account.nav');
  return (
    <nav className={styles.nav} aria-label={t('label')}>
      <ul>
        {seekerSections(region).map(({ key, href }) => (
          <li key={key}>
            <Link href={href} prefetch={false} aria-current={key === current ? 'page' : undefined}>
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
