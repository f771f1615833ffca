import Link from 'next/link';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/lib/account/account-metadata';
import { ALERTS_PATH, readAlertNotice } from '@/lib/account/alert-notices';
import { accountViewer, loadMyJobAlerts } from '@/lib/data/account';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { cleanLink } from '@/lib/routing/links';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { AlertList } from '@/components/account/alert-list';
import { SeekerNav } from '@/components/account/seeker-nav';
import styles from '@/components/account/account.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata((await getTranslations('account.alerts'))('metaTitle'));
}

/** /user/suchauftraege: the job seeker's alerts on this site, edited, paused, resumed and deleted here. */
export default async function MyAlertsPage({
  params,
  searchParams,
}: {
  params: RegionParams;
  searchParams: Promise<PageQuery>;
}) {
  const region = await getPageRegion(params);
  const viewer = await accountViewer(region.id, ALERTS_PATH);
  const alerts = await loadMyJobAlerts({ region, userId: viewer.userId });
  if (!alerts) redirect('/user/logout');
  const t = await getTranslations('account.alerts');
  const notice = readAlertNotice(firstValue((await searchParams).hinweis));
  const failed = notice === 'failed' || notice === 'invalid';
  return (
    <section className={styles.page} aria-labelledby="alerts-title">
      <SeekerNav region={region} current="alerts" />
      <h1 id="alerts-title">{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <p role="status" className={notice ? (failed ? styles.alert : styles.notice) : undefined}>
        {notice ? t(`notices.${notice}`) : ''}
      </p>
      {alerts.length === 0 ? (
        <p>
          {t('empty')}{' '}
          <Link href={cleanLink('internal:/jobs', region)} prefetch={false}>
            {t('searchJobs')}
          </Link>
        </p>
      ) : (
        <AlertList alerts={alerts} />
      )}
    </section>
  );
}
