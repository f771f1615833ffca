import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { signInHref } from '@/lib/auth/dispatch';
import { firstValue } from '@/lib/routing/search-params';
import { INBOX_PAGE_SIZE, type InboxFilter, loadApplicationInbox } from '@/lib/data/applications';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { wizardAccess } from '@/lib/posting/access';
import { applicationPath, INBOX_PARAMS, INBOX_PATH } from '@/lib/workspace/applications';
import { WorkspaceNav } from '@/components/workspace/workspace-nav';
import { InboxNotice } from '@/components/applications/inbox-access';
import styles from '@/components/applications/applications.module.scss';

type Props = {
  params: Promise<{ region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const STATUSES = ['new', 'in_review', 'invited', 'rejected', 'hired'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('workspace.applications');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * The applications inbox: the active organization's applications, newest first, across its jobs
 * or for one (?stelle=), by status (?status=), paged (?seite=). A plain GET form filters, so it works
 * without JavaScript. Rejected applications say when they are deleted.
 */
export default async function ApplicationInboxPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  // No inbox where the site has the applicant management off (docs/product-decisions.md "Applicant management off").
  if (!region.FEATURES.APPLICANT_FEATURE_ACTIVE) notFound();
  const query = await searchParams;
  const viewer = await loadPageViewer(region.id);
  const access = wizardAccess(viewer);
  if (access === 'sign-in' || !viewer) {
    const here = new URLSearchParams(
      Object.entries(query).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
    ).toString();
    redirect(signInHref(here ? `${INBOX_PATH}?${here}` : INBOX_PATH));
  }
  if (access === 'employers-only') return <InboxNotice text="employersOnly" />;

  const jobId = firstValue(query[INBOX_PARAMS.job]);
  const status = STATUSES.find((s) => s === firstValue(query[INBOX_PARAMS.status]));
  const filter: InboxFilter = { jobId: UUID.test(jobId) ? jobId : undefined, status };
  const page = Math.max(0, Number.parseInt(firstValue(query[INBOX_PARAMS.page]) || '1', 10) - 1 || 0);
  const inbox = await loadApplicationInbox(region, viewer.userId, filter, page);
  if (!inbox) return <InboxNotice text="noOrganization" />;

  const t = await getTranslations('workspace.applications');
  const tStatus = await getTranslations('graphql.applications.status');
  const format = await getFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const pages = Math.max(1, Math.ceil(inbox.total / INBOX_PAGE_SIZE));
  const pageHref = (n: number) => {
    const next = new URLSearchParams();
    if (filter.jobId) next.set(INBOX_PARAMS.job, filter.jobId);
    if (filter.status) next.set(INBOX_PARAMS.status, filter.status);
    if (n > 1) next.set(INBOX_PARAMS.page, String(n));
    const q = next.toString();
    return q ? `${INBOX_PATH}?${q}` : INBOX_PATH;
  };
  return (
    <section className={styles.page} aria-labelledby="inbox-title">
      <WorkspaceNav current="applications" roles={viewer.roles} />
      <h1 id="inbox-title">{t('heading')}</h1>
      <p className={styles.meta}>{t('organization', { name: inbox.organizationName })}</p>
      <form method="get" action={INBOX_PATH}>
        <fieldset className={styles.filters}>
          <legend>{t('filterLegend')}</legend>
          <div className={styles.field}>
            <label htmlFor="inbox-job">{t('job')}</label>
            <select id="inbox-job" name={INBOX_PARAMS.job} defaultValue={filter.jobId ?? ''}>
              <option value="">{t('allJobs')}</option>
              {inbox.jobs.map((job) => (
                <option key={job.id} value={job.id}>
                  {job.title} ({job.applications})
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="inbox-status">{t('status')}</label>
            <select id="inbox-status" name={INBOX_PARAMS.status} defaultValue={filter.status ?? ''}>
              <option value="">{t('allStatuses')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {tStatus(s)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button">
            {t('filter')}
          </button>
        </fieldset>
      </form>
      <p role="status">{t('count', { count: inbox.total })}</p>
      {inbox.items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className={styles.list}>
          {inbox.items.map((item) => {
            const name = `${item.firstName} ${item.lastName}`;
            return (
              <li key={item.id} className={styles.item}>
                <article aria-labelledby={`application-${item.id}`}>
                  <h2 id={`application-${item.id}`}>
                    <Link href={applicationPath(item.id)} aria-label={t('open', { name })}>
                      {name}
                    </Link>
                  </h2>
                  <p>{item.jobTitle}</p>
                  <p className={styles.meta}>
                    <span className={styles.badge}>{tStatus(item.status)}</span> ·{' '}
                    {t('receivedAt', { date: date(item.receivedAt) })} ·{' '}
                    {t('attachments', { count: item.attachmentCount })}
                  </p>
                  {item.deletionDate && (
                    <p className={styles.deletion}>{t('deletedOn', { date: date(item.deletionDate) })}</p>
                  )}
                </article>
              </li>
            );
          })}
        </ol>
      )}
      {pages > 1 && (
        <nav className={styles.pages} aria-label={t('pages')}>
          {page > 0 ? <Link href={pageHref(page)}>{t('previous')}</Link> : <span />}
          <span>{t('pageOf', { page: page + 1, pages })}</span>
          {page + 1 < pages ? <Link href={pageHref(page + 2)}>{t('next')}</Link> : <span />}
        </nav>
      )}
    </section>
  );
}
