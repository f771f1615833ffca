import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { accountMetadata } from '@/lib/account/account-metadata';
import { confirmEmailAction } from '@/lib/actions/account-actions';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { ConfirmEmailForm } from '@/components/account/confirm-email-form';
import styles from '@/components/account/account.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata((await getTranslations('account.confirmEmail'))('metaTitle'));
}

/** The link mailed to a new address opens this page; only its button confirms (signed in or not). */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const t = await getTranslations('account.confirmEmail');
  const token = firstValue((await searchParams).token).slice(0, 200);
  return (
    <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="confirm-email-title">
      <h1 id="confirm-email-title">{t('heading')}</h1>
      {token ? (
        <>
          <p className={styles.intro}>{t('intro')}</p>
          <NextIntlClientProvider messages={{ account: { confirmEmail: messages.account.confirmEmail } }}>
            <ConfirmEmailForm token={token} action={confirmEmailAction} />
          </NextIntlClientProvider>
        </>
      ) : (
        <p className={styles.alert}>{t('missing')}</p>
      )}
    </section>
  );
}
