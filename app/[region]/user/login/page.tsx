import Link from 'next/link';
import { redirect } from 'next/navigation';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { enabledProviders } from '@/lib/data/auth/auth-options';
import {
  AUTH_PAGES,
  COMPANY_SIGNUP_PATH,
  EMAIL_PROVIDER,
  EMPLOYER_PATHS,
  PASSWORD_PROVIDER,
  authErrorCode,
  type ProviderId,
} from '@/lib/auth/constants';
import { intentQuery, postAuthUrl, readAuthIntent } from '@/lib/auth/dispatch';
import { socialLoginIds } from '@/lib/data/auth/social-sites';
import { firstValue } from '@/lib/routing/search-params';
import { showsDemoMailbox } from '@/lib/data/mail';
import { LoginForms } from '../_auth/login-forms';
import { SocialLogin } from '../_auth/social-login';
import { authMetadata, pageOrigin, pick, returnedForm, type SearchParams } from '../_auth/page-helpers';
import styles from '../_auth/auth.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.login');
  return authMetadata(t('title'));
}

/**
 * /user/login: sign-in by e-mailed link or by password; honours callbackUrl, dispatch and destination
 * (docs/product.md §2).
 */
export default async function LoginPage({
  params,
  searchParams,
}: {
  params: RegionParams;
  searchParams: SearchParams;
}) {
  const region = await getPageRegion(params);
  const query = await searchParams;
  const providers = enabledProviders();
  // docs/product.md §8: no sign-in method configured → the error page.
  if (providers.length === 0) redirect(`${AUTH_PAGES.error}?error=Configuration`);
  const intent = readAuthIntent(query, await pageOrigin());
  const retry = Number(firstValue(query.retry));
  const t = await getTranslations('auth');
  const flash = await returnedForm();
  // The sign-in wall of an employer page (the wizard, /checkout …) also leads to the employer's sign-up.
  const forEmployers = EMPLOYER_PATHS.some((p) => intent.callbackUrl?.startsWith(p));
  const returned: { provider: ProviderId; email: string } | null =
    flash && flash.form !== 'register'
      ? { provider: flash.form === 'link' ? EMAIL_PROVIDER : PASSWORD_PROVIDER, email: flash.email }
      : null;
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1>{t('login.title')}</h1>
      <p className={styles.intro}>{t('login.intro', { siteName: region.SITENAME })}</p>
      <SocialLogin providers={socialLoginIds(region)} target={postAuthUrl(intent)} />
      <NextIntlClientProvider messages={{ auth: pick(messages.auth, ['login', 'checkMail', 'errors', 'fieldErrors']) }}>
        <LoginForms
          providers={providers}
          intent={intent}
          initialError={authErrorCode(firstValue(query.error))}
          retryMinutes={retry > 0 ? retry : null}
          devMailbox={showsDemoMailbox()}
          returned={returned}
        />
      </NextIntlClientProvider>
      {providers.includes(PASSWORD_PROVIDER) && (
        <p className={styles.after}>
          {/* The reset by mail; the page's answer never tells whether an address has an account. */}
          <Link href="/user/passwort-vergessen" prefetch={false}>
            {(await getTranslations('account.forgot'))('loginLink')}
          </Link>
        </p>
      )}
      {forEmployers && (
        <p className={styles.after}>
          {t('login.employerNoAccount')}{' '}
          <Link href={COMPANY_SIGNUP_PATH} prefetch={false}>
            {t('login.employerRegisterLink')}
          </Link>
        </p>
      )}
      <p className={styles.after}>
        {t('login.noAccount')}{' '}
        <Link href={`${AUTH_PAGES.register}${intentQuery(intent)}`} prefetch={false}>
          {t('login.registerLink')}
        </Link>
      </p>
    </div>
  );
}
