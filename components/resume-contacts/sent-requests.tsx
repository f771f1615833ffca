import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ContactRequestView } from '@/lib/data/resume-contacts';
import { ContactDates } from './contact-dates';
import styles from './resume-contacts.module.scss';

/**
 * The contact requests the recruiter's organizations sent, newest first: which resume (by its desired job,
 * never a name), the state and its dates, and the message; each leads to the resume, where an approved
 * request shows the contact data. Older pages by plain links.
 */
export async function SentRequests({
  requests,
  resumeHref,
  searchHref,
  newerHref,
  olderHref,
}: {
  requests: ContactRequestView[];
  resumeHref: (resumeId: string) => string;
  searchHref: string;
  newerHref: string | null;
  olderHref: string | null;
}) {
  const t = await getTranslations('resumeContacts.sent');
  return (
    <section className={styles.section} aria-labelledby="sent-requests">
      <h2 id="sent-requests">{t('heading')}</h2>
      {requests.length === 0 ? (
        <p>
          {t('empty')} <Link href={searchHref}>{t('searchLink')}</Link>
        </p>
      ) : (
        <ul className={styles.requests}>
          {requests.map((request) => (
            <li key={request.id} className={styles.request}>
              <h3>
                <Link href={resumeHref(request.resumeId)} prefetch={false}>
                  {request.resumeTitle || t('untitled')}
                </Link>
              </h3>
              <ContactDates request={request} side="recruiter" />
              {request.message && (
                <blockquote aria-label={t('message')}>
                  <p>{request.message}</p>
                </blockquote>
              )}
            </li>
          ))}
        </ul>
      )}
      {(newerHref || olderHref) && (
        <nav aria-label={t('pages')} className={styles.actions}>
          {newerHref && (
            <Link href={newerHref} prefetch={false}>
              {t('newer')}
            </Link>
          )}
          {olderHref && (
            <Link href={olderHref} prefetch={false}>
              {t('older')}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
