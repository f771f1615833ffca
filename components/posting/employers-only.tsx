import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { AUTH_PAGES, COMPANY_SIGNUP_PATH } from '@/lib/auth/constants';
import { CALLBACK_PARAM } from '@/lib/auth/dispatch';
import { cleanLink } from '@/lib/routing/links';
import styles from './posting.module.scss';

/**
 * docs/product.md §6: a job seeker who opens the wizard learns it is for employers and how to get there: add a company
 * to the account ("Als Arbeitgeber fortfahren", docs/product-decisions.md "Company sign-up"), sign in with the
 * company's account (signing out first, then back to the wizard), or ask for an employer account.
 */
export async function EmployersOnly({ region, back }: { region: Region; back: string }) {
  const t = await getTranslations('posting.employersOnly');
  // Signed out, the wizard itself sends the visitor to sign in and back (the sign-out page returns nowhere else).
  const switchAccount = `${AUTH_PAGES.signOut}?${CALLBACK_PARAM}=${encodeURIComponent(back)}`;
  return (
    <section className={styles.page} aria-labelledby="employers-only">
      <h1 id="employers-only">{t('title')}</h1>
      <p>{t('text')}</p>
      <p>{t('how')}</p>
      <p className={styles.actions}>
        <Link className="button" href={COMPANY_SIGNUP_PATH} prefetch={false}>
          {t('continue')}
        </Link>
        <Link className="button button-secondary" href={switchAccount} prefetch={false}>
          {t('switch')}
        </Link>
        <Link href={cleanLink('internal:/contact', region)} prefetch={false}>
          {t('contact')}
        </Link>
        <Link href="/jobs" prefetch={false}>
          {t('jobs')}
        </Link>
      </p>
    </section>
  );
}
