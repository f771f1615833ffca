import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { currentEntryHref, entriesFor, menuAudiences } from '@/lib/auth/account-menu';
import { accountEntries } from '@/components/layout/account-entries';
import { type SeekerSection } from '@/lib/workspace/sections';
import { SeekerNav } from './seeker-nav';
import styles from './account.module.scss';

/**
 * The navigation of a page every signed-in user has (/user): a job seeker's own pages as on their other pages;
 * an employer's those of the account menu (their workspace, the account, the data page), never the seeker's.
 */
export async function AccountNav({
  region,
  roles,
  current,
}: {
  region: Region;
  roles: readonly string[];
  current: { section: SeekerSection; href: string };
}) {
  if (menuAudiences(roles).has('seeker')) return <SeekerNav region={region} current={current.section} />;
  const t = await getTranslations('auth.accountMenu');
  const entries = entriesFor(await accountEntries(region), roles);
  const active = currentEntryHref(entries, current.href);
  return (
    <nav className={styles.nav} aria-label={t('label')}>
      <ul>
        {entries.map(({ href, label }) => (
          <li key={href}>
            <Link href={href} prefetch={false} aria-current={href === active ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
