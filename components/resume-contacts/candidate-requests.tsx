import { getTranslations } from 'next-intl/server';
import { decideContactAction } from '@/lib/actions/resume-contact-actions';
import type { ContactRequestView } from '@/lib/data/resume-contacts';
import type { ResumeContactDecision } from '@/lib/graphql/generated/operations';
import { ContactDates } from './contact-dates';
import styles from './resume-contacts.module.scss';

/** What the candidate may answer in each state: approve or decline a pending request, revoke an approval. */
const DECISIONS: Record<ContactRequestView['status'], ResumeContactDecision[]> = {
  pending: ['approve', 'decline'],
  approved: ['revoke'],
  declined: [],
  revoked: [],
};

/** The candidate's requests, newest first, each with its history and the answers it still allows (plain forms). */
export async function CandidateRequests({ requests }: { requests: ContactRequestView[] }) {
  const t = await getTranslations('resumeContacts.candidate');
  return (
    <ul className={styles.requests}>
      {requests.map((request) => (
        <li key={request.id} className={styles.request}>
          <h2 id={`request-${request.id}`}>{t('from', { organization: request.organizationName })}</h2>
          <ContactDates request={request} side="candidate" />
          {request.message && (
            <blockquote aria-label={t('message')}>
              <p>{request.message}</p>
            </blockquote>
          )}
          {DECISIONS[request.status].length > 0 && (
            <div className={styles.actions}>
              {DECISIONS[request.status].map((decision) => (
                <form key={decision} action={decideContactAction}>
                  <input type="hidden" name="id" value={request.id} />
                  <input type="hidden" name="decision" value={decision} />
                  <button
                    type="submit"
                    className={decision === 'approve' ? 'button' : 'button button-secondary'}
                    aria-describedby={`request-${request.id}`}
                  >
                    {t(decision)}
                  </button>
                </form>
              ))}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
