import Link from 'next/link';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { AUTH_PAGES, SIGN_IN_LINK_MAX_AGE_SECONDS } from '@/lib/auth/constants';
import { showsDemoMailbox } from '@/lib/data/mail';
import { authMetadata } from '../../_auth/page-helpers';
import styles from '../../_auth/auth.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.checkMail');
  return authMetadata(t('title'));
}

/** next-auth's verify-request page: the link is on its way (the login form usually says so in place). */
export default async function CheckMailPage() {
  // Rendered per request: whether a mail server is configured is known at run time, not at build time.
  await connection();
  const t = await getTranslations('auth.checkMail');
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p>{t('text', { minutes: SIGN_IN_LINK_MAX_AGE_SECONDS / 60 })}</p>
      <p className={styles.hint}>{t('spam')}</p>
      {showsDemoMailbox() && (
        <p>
          {t('devMailbox')} <a href={AUTH_PAGES.devMailbox}>{t('devMailboxLink')}</a>
        </p>
      )}
      <p className={styles.after}>
        <Link href={AUTH_PAGES.signIn} prefetch={false}>
          {t('back')}
        </Link>
      </p>
    </div>
  );
}
