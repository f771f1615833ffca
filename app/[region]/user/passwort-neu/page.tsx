import Link from 'next/link';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { accountMetadata } from '@/lib/account/account-metadata';
import { resetPasswordAction } from '@/lib/actions/account-actions';
import { passwordRuleOf } from '@/lib/data/password-policy';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { PasswordForm } from '@/components/account/password-form';
import styles from '@/components/account/account.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata((await getTranslations('account.reset'))('metaTitle'));
}

/**
 * The reset link's page: asks for the new password. Opening it uses nothing (mail scanners open links); the
 * form's POST uses the token, which the server checks (10 minutes, once).
 */
export default async function ResetPasswordPage({
  params,
  searchParams,
}: {
  params: RegionParams;
  searchParams: Promise<PageQuery>;
}) {
  const rule = passwordRuleOf(await getPageRegion(params));
  const t = await getTranslations('account.reset');
  const token = firstValue((await searchParams).token).slice(0, 200);
  return (
    <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="reset-title">
      <h1 id="reset-title">{t('heading')}</h1>
      {token ? (
        <>
          <p className={styles.intro}>{t('intro')}</p>
          <NextIntlClientProvider
            messages={{ account: { password: messages.account.password, reset: messages.account.reset } }}
          >
            <PasswordForm mode="reset" token={token} rule={rule} action={resetPasswordAction} />
          </NextIntlClientProvider>
        </>
      ) : (
        <p className={styles.alert}>{t('missing')}</p>
      )}
      <p>
        <Link href="/user/passwort-vergessen" prefetch={false}>
          {t('requestNew')}
        </Link>
      </p>
    </section>
  );
}
