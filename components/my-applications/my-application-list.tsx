import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import type { MyApplicationsQuery } from '@/lib/graphql/generated/operations';
import styles from '@/components/applications/applications.module.scss';

type Page = MyApplicationsQuery['myApplications'];

/**
 * "Meine Bewerbungen": each application with its job (a link, also when the job has closed), the
 * employer, the day it was sent and the employer's status in German words. Where the site has no inbox (`byMail`,
 * docs/product-decisions.md "Applicant management off") the status can never change: each says it went by mail and
 * that no status follows. The page adds the paging.
 */
export function MyApplicationList({ data, byMail = false }: { data: Page; byMail?: boolean }) {
  const t = useTranslations('myApplications');
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  if (data.total === 0)
    return (
      <>
        <p>{t('empty')}</p>
        <p>
          <Link className="button" href="/jobs" prefetch={false}>
            {t('findJobs')}
          </Link>
        </p>
      </>
    );
  return (
    <>
      <p role="status">{t('count', { count: data.total })}</p>
      <ol className={styles.list}>
        {data.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <article aria-labelledby={`my-application-${item.id}`}>
              <h2 id={`my-application-${item.id}`}>
                <Link href={`/job/${item.jobId}`} prefetch={false}>
                  {item.jobTitle}
                </Link>
              </h2>
              <p>{item.organizationName}</p>
              <p className={styles.meta}>
                {byMail ? (
                  t('byMail')
                ) : (
                  <>
                    {t('statusLabel')} <span className={styles.badge}>{t(`status.${item.status}`)}</span>
                    {item.statusChangedAt && <> ({t('statusChangedOn', { date: date(item.statusChangedAt) })})</>}
                  </>
                )}{' '}
                · {t('sentOn', { date: date(item.sentAt) })} · {t('attachments', { count: item.attachmentCount })}
                {item.withResume && <> · {t('withResume')}</>}
              </p>
              {!item.jobOpen && <p className={styles.meta}>{t('jobClosed')}</p>}
              {item.deletionDate && (
                <p className={styles.deletion}>{t('deletedOn', { date: date(item.deletionDate) })}</p>
              )}
            </article>
          </li>
        ))}
      </ol>
    </>
  );
}
