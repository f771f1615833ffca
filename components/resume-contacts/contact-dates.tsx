import { getFormatter, getTranslations } from 'next-intl/server';
import type { ContactRequestView } from '@/lib/data/resume-contacts';
import styles from './resume-contacts.module.scss';

/** A request's state and dates, for both sides' history ("Angefragt am …", "Zugestimmt am …"). */
export async function ContactDates({
  request,
  side,
}: {
  request: ContactRequestView;
  side: 'recruiter' | 'candidate';
}) {
  const t = await getTranslations(`resumeContacts.${side}`);
  const format = await getFormatter();
  const date = (value: unknown) => format.dateTime(new Date(String(value)), { dateStyle: 'long' });
  const lines = [
    t('requestedAt', { date: date(request.createdAt) }),
    request.approvedAt && t('approvedAt', { date: date(request.approvedAt) }),
    request.status === 'declined' && t('decidedAt', { date: date(request.updatedAt) }),
    request.revokedAt && t('revokedAt', { date: date(request.revokedAt) }),
  ].filter(Boolean) as string[];
  return (
    <>
      <p className={styles.status}>{t(`status.${request.status}`)}</p>
      <p className={styles.dates}>{lines.join(' · ')}</p>
    </>
  );
}
