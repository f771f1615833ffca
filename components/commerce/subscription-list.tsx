import { getFormatter, getTranslations } from 'next-intl/server';
import { getRegion } from '@/regions/registry';
import { decodeErrorList } from '@/lib/commerce/error-list';
import type { MySubscriptionsQuery } from '@/lib/graphql/generated/operations';
import styles from './commerce.module.scss';

type Subscription = MySubscriptionsQuery['getSubscriptions']['subscriptions'][number];

/**
 * docs/product.md §7 getSubscriptions from every frontend: status, period, site, free job slots and resume-contact
 * slots (active, available, total; only where the subscription's site has resumes). docs/product.md §8: the error text when they could not be loaded, and the errors
 * the answer carries as a list (URL-decoded, plus as space).
 */
export async function SubscriptionList({
  subscriptions,
  errors,
  failed,
}: {
  subscriptions: Subscription[];
  errors: string[];
  failed: boolean;
}) {
  const t = await getTranslations('commerce.myProducts');
  const format = await getFormatter();
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium' });
  if (failed) return <p className={styles.problems}>{t('subscriptionsError')}</p>;
  const problems = decodeErrorList(errors);
  return (
    <>
      {problems.length > 0 && (
        <div className={styles.problems} role="alert" aria-labelledby="subscription-problems">
          <p id="subscription-problems">{t('subscriptionProblems')}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {subscriptions.length === 0 ? (
        <p>{t('noSubscriptions')}</p>
      ) : (
        <ul className={styles.cards}>
          {subscriptions.map((s) => (
            <li key={s.id} className={styles.card}>
              <h3>{s.product.name || s.label}</h3>
              <dl className={styles.details}>
                <dt>{t('subscriptionStatus')}</dt>
                <dd>{s.status.label}</dd>
                <dt>{t('period')}</dt>
                <dd>{t('periodValue', { start: date(s.startDate), end: date(s.endDate) })}</dd>
                <dt>{t('site')}</dt>
                <dd>{getRegion(s.frontend)?.SITENAME ?? s.frontend}</dd>
                <dt>{t('jobSlots')}</dt>
                <dd>{s.availableJobSlots}</dd>
                {getRegion(s.frontend)?.FEATURES.RESUME_FEATURE_ACTIVE !== false && (
                  <>
                    <dt>{t('contactSlots')}</dt>
                    <dd>
                      {t('contactSlotsValue', {
                        active: s.usageResumeContactSlots.active,
                        available: s.usageResumeContactSlots.available,
                        total: s.usageResumeContactSlots.total,
                      })}
                    </dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
