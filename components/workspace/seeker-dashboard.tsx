import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { cleanLink } from '@/lib/routing/links';
import styles from './job-manager.module.scss';

/**
 * /dashboard for a signed-in job seeker: their own overview is not built yet, so the page names what exists
 * for them today (the job search, and job alerts, which they manage through the links in their mails).
 */
export async function SeekerDashboard({ region }: { region: Region }) {
  const t = await getTranslations('workspace.dashboard');
  const jobs = cleanLink('internal:/jobs', region);
  return (
    <section className={styles.page} aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('seekerHeading')}</h1>
      <p>{t('seekerText')}</p>
      <ul className={styles.links}>
        <li>
          <Link href={jobs} prefetch={false}>
            {t('seekerJobs')}
          </Link>
        </li>
        <li>
          <Link href={`${jobs}#job-alert`} prefetch={false}>
            {t('seekerAlerts')}
          </Link>
        </li>
      </ul>
      <p className={styles.muted}>{t('seekerAlertsHint')}</p>
    </section>
  );
}
