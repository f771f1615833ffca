import Link from 'next/link';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { AUTH_PAGES, EMAIL_PROVIDER } from '@/lib/auth/constants';
import { firstValue } from '@/lib/routing/search-params';
import { authMetadata, type SearchParams } from '../../_auth/page-helpers';
import styles from '../../_auth/auth.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.confirm');
  return authMetadata(t('title'));
}

/**
 * The page the sign-in mail links to. Opening it uses nothing (mail scanners open links); its button POSTs
 * the link's parameters to next-auth's e-mail callback, which uses the token once and signs in. Plain HTML:
 * it works in any browser the mail is opened in, with or without JavaScript.
 */
export default async function ConfirmPage({
  params,
  searchParams,
}: {
  params: RegionParams;
  searchParams: SearchParams;
}) {
  const region = await getPageRegion(params);
  const query = await searchParams;
  const t = await getTranslations('auth.confirm');
  const token = firstValue(query.token);
  const email = firstValue(query.email);
  const callbackUrl = firstValue(query.callbackUrl);
  if (!token || !email) {
    return (
      <div className={styles.page}>
        <h1>{t('title')}</h1>
        <p role="alert" className={styles.alert}>
          {t('invalid')}
        </p>
        <Link href={AUTH_PAGES.signIn} className="button" prefetch={false}>
          {t('newLink')}
        </Link>
      </div>
    );
  }
  const action = `/api/auth/callback/${EMAIL_PROVIDER}?${new URLSearchParams({ ...(callbackUrl ? { callbackUrl } : {}), token, email })}`;
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p>{t('text', { siteName: region.SITENAME, email })}</p>
      <form method="post" action={action}>
        <button type="submit" className="button">
          {t('button')}
        </button>
      </form>
      <p className={`${styles.hint} ${styles.after}`}>{t('why')}</p>
    </div>
  );
}
