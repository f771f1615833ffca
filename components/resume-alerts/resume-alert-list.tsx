import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { deleteResumeAlertAction, updateResumeAlertAction } from '@/lib/actions/resume-alert-actions';
import type { ResumeAlertView } from '@/lib/data/resume-alerts';
import styles from './resume-alerts.module.scss';

const INTERVALS = ['daily', 'weekly', 'monthly', 'none'] as const;
const intervalKey = (alert: ResumeAlertView) => alert.interval.toLowerCase() as (typeof INTERVALS)[number];

/**
 * The recruiter's resume alerts: each with its name, criteria and last mail, the interval to change,
 * delete, and the link that runs its search. Plain forms: everything works without JavaScript.
 */
export async function ResumeAlertList({ alerts }: { alerts: ResumeAlertView[] }) {
  const t = await getTranslations('resumeAlerts');
  const format = await getFormatter();
  return (
    <section aria-labelledby="resume-alerts-title">
      <h2 id="resume-alerts-title">{t('list.heading')}</h2>
      {alerts.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {alerts.map((alert) => {
            const select = `resume-alert-interval-${alert.id}`;
            return (
              <li key={alert.id}>
                <h3>{alert.label}</h3>
                {alert.criteria !== alert.label && <p className={styles.muted}>{alert.criteria}</p>}
                <p className={styles.muted}>
                  {alert.lastSentAt
                    ? t('list.lastSent', { date: format.dateTime(new Date(alert.lastSentAt), { dateStyle: 'medium' }) })
                    : t('list.neverSent')}
                </p>
                <div className={styles.actions}>
                  <form action={updateResumeAlertAction}>
                    <input type="hidden" name="id" value={alert.id} />
                    <div className={styles.field}>
                      <label htmlFor={select}>{t('list.interval', { label: alert.label })}</label>
                      <select id={select} name="interval" defaultValue={intervalKey(alert)}>
                        {INTERVALS.map((i) => (
                          <option key={i} value={i}>
                            {t(`intervals.${i}`)}
                          </option>
                        ))}
                      </select>
                    </div>
                    <button type="submit" className="button">
                      {t('list.change')}
                    </button>
                  </form>
                  <form action={deleteResumeAlertAction}>
                    <input type="hidden" name="id" value={alert.id} />
                    <button
                      type="submit"
                      className="button button-secondary"
                      aria-label={t('list.deleteLabel', { label: alert.label })}
                    >
                      {t('list.delete')}
                    </button>
                  </form>
                  <Link
                    href={alert.searchHref}
                    prefetch={false}
                    aria-label={t('list.runLabel', { label: alert.label })}
                  >
                    {t('list.run')}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
