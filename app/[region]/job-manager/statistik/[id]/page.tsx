import type { Metadata } from 'next';
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { loadJobStatistics } from '@/lib/data/job-manager';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { statisticsPeriod, STATISTICS_PERIODS } from '@/lib/job-manager/statistics-period';
import { EmployersOnly } from '@/components/posting/employers-only';
import { wizardViewer } from '@/components/posting/wizard-gate';
import { JobStatsChart } from '@/components/workspace/job-stats-chart';
import { TrackingPixelSnippet } from '@/components/workspace/tracking-pixel-snippet';
import { WorkspaceNav } from '@/components/workspace/workspace-nav';
import styles from '@/components/workspace/job-manager.module.scss';

type Props = {
  params: Promise<{ region: string; id: string }>;
  searchParams: Promise<PageQuery>;
};

const FIGURES = ['views', 'applyStarts', 'applications', 'outboundClicks'] as const;
/** With the tracking pixel on (docs/product.md §1 JOB_TRACKING_PIXEL), its impressions too. */
const WITH_PIXEL = [...FIGURES, 'pixelImpressions'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const region = await getPageRegion(params);
  const viewer = await loadPageViewer(region.id);
  const statistics = viewer && (await loadJobStatistics({ region, userId: viewer.userId }, (await params).id));
  const t = await getTranslations('workspace.statistics');
  return { title: t('metaTitle', { title: statistics?.job.title ?? '' }), robots: { index: false } };
}

/** One job's figures of the last 30 days: a small chart and the same figures as a table. */
export default async function JobStatisticsPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const { id } = await params;
  const here = `/job-manager/statistik/${encodeURIComponent(id)}`;
  const viewer = await wizardViewer(region, here);
  if (!viewer) return <EmployersOnly region={region} back={here} />;
  // Another organization's job, or none: the same notice for both.
  const period = statisticsPeriod(firstValue((await searchParams).tage), new Date());
  const statistics = await loadJobStatistics({ region, userId: viewer.userId }, id, period.from, period.to);
  const t = await getTranslations('workspace.statistics');
  if (!statistics) {
    return (
      <section className={styles.page} aria-labelledby="statistics-title">
        <WorkspaceNav current="jobs" roles={viewer.roles} />
        <h1 id="statistics-title">{t('notFound')}</h1>
        <p>
          <Link href="/job-manager" prefetch={false}>
            {t('back')}
          </Link>
        </p>
      </section>
    );
  }
  const tm = await getTranslations('workspace.jobManager');
  const tp = await getTranslations('analytics.pixel');
  const format = await getFormatter();
  const { job, days, trackingPixelUrl } = statistics;
  const figures = trackingPixelUrl ? WITH_PIXEL : FIGURES;
  const figureLabel = (f: (typeof WITH_PIXEL)[number]) => (f === 'pixelImpressions' ? tp('figure') : tm(f));
  const totals = Object.fromEntries(figures.map((f) => [f, days.reduce((sum, d) => sum + d[f], 0)]));
  return (
    <section className={styles.page} aria-labelledby="statistics-title">
      <WorkspaceNav current="jobs" roles={viewer.roles} />
      <h1 id="statistics-title">{t('heading', { title: job.title })}</h1>
      <p>
        <Link href="/job-manager" prefetch={false}>
          {t('back')}
        </Link>
      </p>
      <p className={styles.muted}>
        {tm(`states.${job.state}`)} · {job.frontendName} · {t('period', { days: days.length })}
      </p>
      <nav aria-label={t('periods')} className={styles.paging}>
        {STATISTICS_PERIODS.map((days) => (
          <Link
            key={days}
            href={`${here}?tage=${days}`}
            aria-current={days === period.days ? 'page' : undefined}
            prefetch={false}
          >
            {t('period', { days })}
          </Link>
        ))}
      </nav>
      <JobStatsChart days={days} label={t('chart', { days: days.length })} />
      <p className={styles.muted}>{t('chartLegend')}</p>
      <div className={styles.scroll} role="region" aria-labelledby="statistics-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="statistics-caption">{t('tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('day')}</th>
              {figures.map((f) => (
                <th key={f} scope="col" className={styles.number}>
                  {figureLabel(f)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{format.dateTime(new Date(`${d.day}T12:00:00Z`), { dateStyle: 'medium' })}</th>
                {figures.map((f) => (
                  <td key={f} className={styles.number}>
                    {format.number(d[f])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('totals')}</th>
              {figures.map((f) => (
                <td key={f} className={styles.number}>
                  {format.number(totals[f])}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={styles.muted}>{t('privacy')}</p>
      {trackingPixelUrl && <TrackingPixelSnippet url={trackingPixelUrl} siteName={job.frontendName} />}
    </section>
  );
}
