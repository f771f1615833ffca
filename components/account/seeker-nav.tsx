import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SEEKER_SECTIONS, type SeekerSection } from '@/lib/workspace/sections';
import styles from './account.module.scss';

/** The job seeker's own pages (issue 16), the current one marked for screen readers and by weight. */
export async function SeekerNav({ current }: { current: SeekerSection }) {
  const t = await getTranslations('account.nav');
  return (
    <nav className={styles.nav} aria-label={t('label')}>
      <ul>
        {SEEKER_SECTIONS.map(({ key, path }) => (
          <li key={key}>
            <Link href={path} prefetch={false} aria-current={key === current ? 'page' : undefined}>
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
