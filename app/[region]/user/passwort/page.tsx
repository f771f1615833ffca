import Link from 'next/link';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { accountMetadata } from '@/lib/account/account-metadata';
import { changePasswordAction } from '@/lib/actions/account-actions';
import { accountViewer, loadAccountPage } from '@/lib/data/account';
import { passwordRuleOf } from '@/lib/data/password-policy';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { PasswordForm } from '@/components/account/password-form';
import styles from '@/components/account/account.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata((await getTranslations('account.password'))('metaTitle'));
}

/** /user/passwort: change the password (the current one needed) or set one (accounts that sign in by link). */
export default async function PasswordPage({ params }: { params: RegionParams }) {
  const region = await getPageRegion(params);
  const viewer = await accountViewer(region.id, '/user/passwort');
  const page = await loadAccountPage({ region, userId: viewer.userId });
  if (!page) redirect('/user/logout');
  const t = await getTranslations('account');
  const hasPassword = page.myAccount.hasPassword;
  const rule = passwordRuleOf(region);
  return (
    <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="password-title">
      <h1 id="password-title">{hasPassword ? t('password.changeHeading') : t('password.setHeading')}</h1>
      <p className={styles.intro}>{t('password.intro')}</p>
      <NextIntlClientProvider messages={{ account: { password: messages.account.password } }}>
        <PasswordForm mode="change" hasPassword={hasPassword} rule={rule} action={changePasswordAction} />
      </NextIntlClientProvider>
      <ul className={styles.links}>
        {hasPassword && (
          <li>
            <Link href="/user/passwort-vergessen" prefetch={false}>
              {t('password.forgot')}
            </Link>
          </li>
        )}
        <li>
          <Link href="/user" prefetch={false}>
            {t('password.back')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
