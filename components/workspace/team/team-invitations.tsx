import { getFormatter, getTranslations } from 'next-intl/server';
import { revokeInvitationAction } from '@/lib/actions/team-actions';
import styles from './team.module.scss';

type Invitation = { id: string; email: string; invitedBy?: string | null; expiresAt: string };

/** Invitations not yet used, each with a button that withdraws its link. */
export async function TeamInvitations({ invitations }: { invitations: Invitation[] }) {
  const t = await getTranslations('workspace.team');
  const format = await getFormatter();
  return (
    <section className={styles.section} aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">{t('invitationsHeading')}</h2>
      {invitations.length === 0 ? (
        <p className={styles.hint}>{t('noInvitations')}</p>
      ) : (
        <ul className={styles.cards}>
          {invitations.map((invitation) => (
            <li key={invitation.id} className={styles.card}>
              <div className={styles.who}>
                <p>
                  <strong>{invitation.email}</strong>
                </p>
                <p className={styles.meta}>
                  {invitation.invitedBy && `${t('invitedBy')} ${invitation.invitedBy} · `}
                  {t('validUntil')}{' '}
                  {format.dateTime(new Date(invitation.expiresAt), { dateStyle: 'medium', timeStyle: 'short' })}
                </p>
              </div>
              <form action={revokeInvitationAction}>
                <input type="hidden" name="id" value={invitation.id} />
                <button
                  type="submit"
                  className="button button-secondary"
                  aria-label={t('revokeLabel', { email: invitation.email })}
                >
                  {t('revoke')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
