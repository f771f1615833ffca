import Link from 'next/link';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { AUTH_PAGES, authErrorCode } from '@/lib/auth/constants';
import { intentQuery, postAuthUrl, readAuthIntent } from '@/lib/auth/dispatch';
import { socialLoginIds } from '@/lib/data/auth/social-sites';
import { signUpIntent } from '@/lib/auth/sign-up-landing';
import { firstValue } from '@/lib/routing/search-params';
import { PASSWORD_MAX_LENGTH, REGISTRATION_MAX_AGE_SECONDS } from '@/lib/contract';
import { passwordRuleOf } from '@/lib/data/password-policy';
import { formCaptcha } from '@/lib/data/captcha';
import { RegisterForm, type RegisterStart } from '../_auth/register-form';
import { SocialLogin } from '../_auth/social-login';
import { authMetadata, pageOrigin, pick, returnedForm, type SearchParams } from '../_auth/page-helpers';
import styles from '../_auth/auth.module.scss';

/** The terms landing page every site has (seeded with /datenschutz and /impressum; the consent texts link it). */
const TERMS_PATH = '/agb';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.register');
  return authMetadata(t('title'));
}

/**
 * /user/register: sign-up with name, e-mail and password; the account starts as an applicant of this region. The
 * mailed link lands where `signUpIntent` says (the resume wizard after a sign-up from the header).
 */
export default async function RegisterPage({
  params,
  searchParams,
}: {
  params: RegionParams;
  searchParams: SearchParams;
}) {
  const region = await getPageRegion(params);
  const query = await searchParams;
  const intent = readAuthIntent(query, await pageOrigin());
  const t = await getTranslations('auth');
  const flash = await returnedForm();
  const back = flash?.form === 'register' ? flash : null;
  const retry = Number(firstValue(query.retry));
  const rule = passwordRuleOf(region);
  const start: RegisterStart = {
    name: back?.name ?? '',
    email: back?.email ?? firstValue(query.email).slice(0, 254),
    terms: back?.terms ?? false,
    fieldErrors: back?.fieldErrors ?? {},
    error: authErrorCode(firstValue(query.error)),
    retryMinutes: retry > 0 ? retry : null,
    sentTo: back?.sent ? back.email : null,
  };
  return (
    <div className={styles.page}>
      <h1>{t('register.title')}</h1>
      <p className={styles.intro}>{t('register.intro', { siteName: region.SITENAME })}</p>
      <SocialLogin providers={socialLoginIds(region)} target={postAuthUrl(signUpIntent(intent, region))} signUp />
      <NextIntlClientProvider
        messages={{ auth: pick(messages.auth, ['register', 'errors', 'fieldErrors', 'formError']) }}
      >
        <RegisterForm
          intent={signUpIntent(intent, region)}
          start={start}
          passwordMin={rule.min}
          passwordStrong={rule.strong}
          captcha={formCaptcha(region)}
          passwordMax={PASSWORD_MAX_LENGTH}
          linkMinutes={REGISTRATION_MAX_AGE_SECONDS / 60}
          terms={{ siteName: region.SITENAME, termsHref: TERMS_PATH, privacyHref: region.PRIVACY_LINK }}
        />
      </NextIntlClientProvider>
      <p className={styles.after}>
        {t('register.haveAccount')}{' '}
        <Link href={`${AUTH_PAGES.signIn}${intentQuery(intent)}`} prefetch={false}>
          {t('register.loginLink')}
        </Link>
      </p>
    </div>
  );
}
