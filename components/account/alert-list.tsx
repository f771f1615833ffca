import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { deleteAlertAction, pauseAlertAction, updateAlertAction } from '@/lib/actions/account-actions';
import type { JobAlertInterval } from '@/lib/graphql/generated/operations';
import styles from './account.module.scss';

export type AccountAlert = {
  id: string;
  label: string;
  interval: JobAlertInterval;
  confirmed: boolean;
  paused: boolean;
  searchHref: string;
  lastSentAt: string | null;
};

const CHOICES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;

/**
 * The job seeker's alerts, each with plain forms (work without JavaScript): rename and docs/product.md §4 interval,
 * pause or resume, delete. A paused alert shows the interval it resumes with.
 */
export async function AlertList({ alerts }: { alerts: AccountAlert[] }) {
  const t = await getTranslations('account.alerts');
  const format = await getFormatter();
  return (
    <ul className={styles.cards}>
      {alerts.map((alert) => {
        const base = `alert-${alert.id}`;
        const state = alert.paused ? t('statePaused') : alert.confirmed ? t('stateActive') : t('stateUnconfirmed');
        return (
          <li key={alert.id} className={styles.card} aria-labelledby={`${base}-title`}>
            <h3 id={`${base}-title`}>{alert.label}</h3>
            <p>
              {state}
              {alert.lastSentAt
                ? ` · ${t('lastSent', { date: format.dateTime(new Date(alert.lastSentAt), { dateStyle: 'medium' }) })}`
                : alert.confirmed && !alert.paused && ` · ${t('neverSent')}`}
            </p>
            <p>
              <Link href={alert.searchHref} prefetch={false}>
                {t('openSearch')}
              </Link>
            </p>
            <form action={updateAlertAction}>
              <input type="hidden" name="id" value={alert.id} />
              <div className={styles.inline}>
                <div className={styles.field}>
                  <label htmlFor={`${base}-label`}>{t('label')}</label>
                  <input id={`${base}-label`} name="label" defaultValue={alert.label} maxLength={100} required />
                </div>
                <div className={styles.field}>
                  <label htmlFor={`${base}-interval`}>{t('interval')}</label>
                  <select
                    id={`${base}-interval`}
                    name="interval"
                    defaultValue={alert.interval === 'NONE' ? 'WEEKLY' : alert.interval}
                  >
                    {CHOICES.map((choice) => (
                      <option key={choice} value={choice}>
                        {t(`intervals.${choice.toLowerCase() as 'daily' | 'weekly' | 'monthly'}`)}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <button type="submit" className="button" aria-describedby={`${base}-title`}>
                {t('save')}
              </button>
            </form>
            <div className={styles.actions}>
              <form action={pauseAlertAction}>
                <input type="hidden" name="id" value={alert.id} />
                <input type="hidden" name="paused" value={String(!alert.paused)} />
                <button type="submit" className="button button-secondary" aria-describedby={`${base}-title`}>
                  {alert.paused ? t('resume') : t('pause')}
                </button>
              </form>
              <form action={deleteAlertAction}>
                <input type="hidden" name="id" value={alert.id} />
                <button type="submit" className="button button-secondary" aria-describedby={`${base}-title`}>
                  {t('delete')}
                </button>
              </form>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
