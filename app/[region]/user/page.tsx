import Link from 'next/link';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { accountMetadata } from '@/lib/account/account-metadata';
import { changeEmailAction, saveEmployerMailsAction, saveNameAction } from '@/lib/actions/account-actions';
import { accountViewer, loadAccountPage, loadEmployerMailSettings } from '@/lib/data/account';
import { wizardAccess } from '@/lib/posting/access';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { AccountGreeting } from '@/components/account/account-greeting';
import { AccountNav } from '@/components/account/account-nav';
import { ConsentList } from '@/components/account/consent-list';
import { EmailForm } from '@/components/account/email-form';
import { EmployerMailForm } from '@/components/account/employer-mail-form';
import { NameForm } from '@/components/account/name-form';
import styles from '@/components/account/account.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata((await getTranslations('account.page'))('metaTitle'));
}

/**
 * docs/product.md §2 /user: the signed-in user's account: docs/product.md §3 names, the e-mail address (a change waits
 * for the link mailed to the new address), the password (set or change), the consents given, and for employers and the
 * site's staff the employer mail switches (the footer of every employer mail links here). Anonymous visitors sign in
 * first. Above it the user's own pages (job seeker's or employer's) and a greeting that asks for missing names.
 */
export default async function AccountPage({ params }: { params: RegionParams }) {
  const region = await getPageRegion(params);
  const viewer = await accountViewer(region.id, '/user');
  const page = await loadAccountPage({ region, userId: viewer.userId });
  const employer = wizardAccess(viewer) === 'wizard';
  const employerMails = employer ? await loadEmployerMailSettings({ region, userId: viewer.userId }) : null;
  // The session's user is gone (deleted or blocked since): docs/product.md §2 the session ends.
  if (!page) redirect('/user/logout');
  const t = await getTranslations('account.page');
  const format = await getFormatter();
  const { myAccount: account, myConsents: consents } = page;
  const pending = account.pendingEmail;
  return (
    <section className={styles.page} aria-labelledby="account-title">
      <AccountNav region={region} roles={viewer.roles} current={{ section: 'account', href: '/user' }} />
      <h1 id="account-title">{t('heading')}</h1>
      {/* The name form's first field (NameForm), where the greeting leads an account without names. */}
      <AccountGreeting names={account} fieldId="account-first-name" seeker={!employer} />
      <p className={styles.intro}>{t('intro')}</p>
      <NextIntlClientProvider messages={{ account: { page: messages.account.page } }}>
        <section className={styles.section} aria-labelledby="name-heading">
          <h2 id="name-heading">{t('nameHeading')}</h2>
          <NameForm
            action={saveNameAction}
            names={{
              firstName: account.firstName ?? '',
              lastName: account.lastName ?? '',
              displayName: account.displayName ?? '',
            }}
          />
        </section>
        <section className={styles.section} aria-labelledby="email-heading">
          <h2 id="email-heading">{t('emailHeading')}</h2>
          <p>{t('currentEmail', { email: account.email })}</p>
          {pending && (
            <p className={styles.notice}>
              {t('emailPending', {
                email: pending.newEmail,
                until: format.dateTime(new Date(pending.expiresAt), { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </p>
          )}
          <EmailForm action={changeEmailAction} />
        </section>
        {employerMails && (
          <section id="email-benachrichtigungen" className={styles.section} aria-labelledby="employer-mails-heading">
            <h2 id="employer-mails-heading">{t('employerMails.heading')}</h2>
            <p>{t('employerMails.intro')}</p>
            <EmployerMailForm
              settings={employerMails}
              action={saveEmployerMailsAction}
              inbox={region.FEATURES.APPLICANT_FEATURE_ACTIVE}
            />
          </section>
        )}
      </NextIntlClientProvider>
      <section className={styles.section} aria-labelledby="password-heading">
        <h2 id="password-heading">{t('passwordHeading')}</h2>
        <p>{account.hasPassword ? t('passwordSet') : t('passwordUnset')}</p>
        <Link href="/user/passwort" prefetch={false}>
          {account.hasPassword ? t('changePassword') : t('setPassword')}
        </Link>
      </section>
      <section className={styles.section} aria-labelledby="consents-heading">
        <h2 id="consents-heading">{t('consentsHeading')}</h2>
        <ConsentList consents={consents} />
      </section>
    </section>
  );
}
