import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { safeSitePath } from '@/lib/auth/dispatch';
import { firstValue } from '@/lib/routing/search-params';
import { LogoutRunner } from '../_auth/logout-runner';
import { authMetadata, pageOrigin, type SearchParams } from '../_auth/page-helpers';
import styles from '../_auth/auth.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.logout');
  return authMetadata(t('title'));
}

/**
 * /user/logout (docs/product.md §2): signs out with a POST and goes on to callbackUrl (default: the front page). Also
 * where the page shell sends a session whose user no longer loads (`?reason=session`), to end it.
 */
export default async function LogoutPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const callbackUrl = safeSitePath(firstValue(query.callbackUrl), await pageOrigin()) ?? '/';
  const t = await getTranslations('auth.logout');
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      {firstValue(query.reason) === 'session' && <p>{t('sessionEnded')}</p>}
      <p role="status">{t('working')}</p>
      <LogoutRunner callbackUrl={callbackUrl} label={t('button')} />
    </div>
  );
}
