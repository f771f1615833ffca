import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { cleanLink } from '@/lib/routing/links';
import { COMPANY_SIGNUP_PATH } from '@/lib/auth/constants';
import styles from './employers-page.module.scss';

/** The page's two ways on: sign up as an employer, or write to the site's team first. Plain links, no script. */
export async function EmployerActions({ region }: { region: Region }) {
  const t = await getTranslations('employersPage');
  return (
    <p className={styles.actions}>
      <Link href={COMPANY_SIGNUP_PATH} className="button" prefetch={false}>
        {t('register')}
      </Link>
      <Link href={cleanLink('internal:/contact', region)} className="button button-secondary" prefetch={false}>
        {t('contact')}
      </Link>
    </p>
  );
}
