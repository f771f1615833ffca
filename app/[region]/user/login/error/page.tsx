import Link from 'next/link';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AUTH_PAGES, authErrorCode } from '@/lib/auth/constants';
import { firstValue } from '@/lib/routing/search-params';
import { authMetadata, type SearchParams } from '../../_auth/page-helpers';
import styles from '../../_auth/auth.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.errorPage');
  return authMetadata(t('title'));
}

/** next-auth's error page (expired or used link, refused account, configuration); German, with a way back. */
export default async function AuthErrorPage({ searchParams }: { searchParams: SearchParams }) {
  const code = authErrorCode(firstValue((await searchParams).error)) ?? 'Default';
  const t = await getTranslations('auth');
  return (
    <div className={styles.page}>
      <h1>{t('errorPage.title')}</h1>
      <p role="alert" className={styles.alert}>
        {code === 'RateLimited' ? t('errors.RateLimited', { minutes: 15 }) : t(`errors.${code}`)}
      </p>
      <Link href={AUTH_PAGES.signIn} className="button" prefetch={false}>
        {t('errorPage.back')}
      </Link>
    </div>
  );
}
