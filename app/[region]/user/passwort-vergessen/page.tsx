import Link from 'next/link';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { accountMetadata } from '@/lib/account/account-metadata';
import { forgotPasswordAction } from '@/lib/actions/account-actions';
import { PASSWORD_RESET_MINUTES } from '@/lib/contract';
import { AUTH_PAGES } from '@/lib/auth/constants';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import styles from '@/components/account/account.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata((await getTranslations('account.forgot'))('metaTitle'));
}

/** "Passwort vergessen?" from the sign-in page: a reset link by mail (10 minutes, once), for anyone. */
export default async function ForgotPasswordPage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const t = await getTranslations('account.forgot');
  const email = firstValue((await searchParams).email).slice(0, 254);
  return (
    <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <NextIntlClientProvider messages={{ account: { forgot: messages.account.forgot } }}>
        <ForgotPasswordForm email={email} minutes={PASSWORD_RESET_MINUTES} action={forgotPasswordAction} />
      </NextIntlClientProvider>
      <p>
        <Link href={AUTH_PAGES.signIn} prefetch={false}>
          {t('backToLogin')}
        </Link>
      </p>
    </section>
  );
}
