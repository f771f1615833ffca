import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/lib/account/account-metadata';
import { accountViewer } from '@/lib/data/account';
import { loadMyContactRequests } from '@/lib/data/resume-contacts';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { SeekerNav } from '@/components/account/seeker-nav';
import { CandidateRequests } from '@/components/resume-contacts/candidate-requests';
import styles from '@/components/resume-contacts/resume-contacts.module.scss';

const PATH = '/user/kontaktanfragen';
const NOTICES = ['approved', 'declined', 'revoked', 'notAllowed'] as const;
type Notice = (typeof NOTICES)[number];

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata((await getTranslations('resumeContacts.candidate'))('title'));
}

/**
 * /user/kontaktanfragen: the contact requests employers sent the job seeker, with their history;
 * the seeker approves or declines a pending one and revokes an approval at any time.
 */
export default async function ContactRequestsPage({
  params,
  searchParams,
}: {
  params: RegionParams;
  searchParams: Promise<PageQuery>;
}) {
  const region = await getPageRegion(params);
  const viewer = await accountViewer(region.id, PATH);
  const requests = await loadMyContactRequests({ region, userId: viewer.userId });
  const t = await getTranslations('resumeContacts.candidate');
  const query = await searchParams;
  const given = firstValue(query.hinweis);
  const notice = NOTICES.find((n): n is Notice => n === given) ?? null;
  const about = requests.find((r) => r.id === firstValue(query.anfrage));
  return (
    <section className={styles.page} aria-labelledby="contact-requests-title">
      <SeekerNav region={region} current="contactRequests" />
      <h1 id="contact-requests-title">{t('title')}</h1>
      <p className={styles.lede}>{t('intro')}</p>
      <p role="status" className={notice ? (notice === 'notAllowed' ? styles.alert : styles.notice) : undefined}>
        {notice ? t(notice, { organization: about?.organizationName ?? '' }) : ''}
      </p>
      {requests.length === 0 ? <p>{t('empty')}</p> : <CandidateRequests requests={requests} />}
    </section>
  );
}
