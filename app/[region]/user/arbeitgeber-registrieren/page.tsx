import Link from 'next/link';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { AUTH_PAGES } from '@/lib/auth/constants';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { signupCountries } from '@/lib/data/company-signup';
import { REGISTRATION_MAX_AGE_SECONDS } from '@/lib/contract';
import { passwordRuleOf } from '@/lib/data/password-policy';
import { companySignupAction } from '@/lib/actions/company-signup-actions';
import { CompanySignupForm } from '@/components/company-signup/company-signup-form';
import { authMetadata } from '../_auth/page-helpers';
import styles from '../_auth/auth.module.scss';

/** The terms landing page every site has (as on the job seeker's sign-up). */
const TERMS_PATH = '/agb';

export async function generateMetadata(): Promise<Metadata> {
  return authMetadata((await getTranslations('companySignup'))('title'));
}

/**
 * /user/arbeitgeber-registrieren: an employer signs up with the company, the person and an account; a
 * signed-in user (a job seeker) sees the company part only and becomes an employer with their account
 * (docs/product-decisions.md "Company sign-up").
 */
export default async function CompanySignupPage({ params }: { params: RegionParams }) {
  const region = await getPageRegion(params);
  const t = await getTranslations('companySignup');
  const viewer = await loadPageViewer(region.id);
  const mode = viewer ? 'account' : 'new';
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{mode === 'new' ? t('intro', { siteName: region.SITENAME }) : t('introSignedIn')}</p>
      <NextIntlClientProvider messages={{ companySignup: messages.companySignup }}>
        <CompanySignupForm
          action={companySignupAction}
          mode={mode}
          countries={signupCountries()}
          terms={{ siteName: region.SITENAME, termsHref: TERMS_PATH, privacyHref: region.PRIVACY_LINK }}
          passwordRule={passwordRuleOf(region)}
          linkMinutes={REGISTRATION_MAX_AGE_SECONDS / 60}
        />
      </NextIntlClientProvider>
      {mode === 'new' && (
        <p className={styles.after}>
          {t('haveAccount')}{' '}
          <Link
            href={`${AUTH_PAGES.signIn}?callbackUrl=${encodeURIComponent('/user/arbeitgeber-registrieren')}`}
            prefetch={false}
          >
            {t('loginLink')}
          </Link>
        </p>
      )}
    </div>
  );
}
