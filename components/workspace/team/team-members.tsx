import { getFormatter, getTranslations } from 'next-intl/server';
import { removeMemberAction } from '@/lib/actions/team-actions';
import styles from './team.module.scss';

type Member = { userId: string; name?: string | null; email: string; owner: boolean; joinedAt: string };

/** Who belongs to the organization; the owner (or support) may remove anyone but the owner. */
export async function TeamMembers({
  organization,
  members,
  canManage,
}: {
  organization: string;
  members: Member[];
  canManage: boolean;
}) {
  const t = await getTranslations('workspace.team');
  const format = await getFormatter();
  return (
    <section className={styles.section} aria-labelledby="members-heading">
      <h2 id="members-heading">{t('membersHeading')}</h2>
      {members.length === 0 && <p className={styles.hint}>{t('noMembers')}</p>}
      {members.length > 0 && (
        <ul className={styles.cards} aria-label={t('membersCaption', { organization })}>
          {members.map((member) => {
            const name = member.name || member.email;
            return (
              <li key={member.userId} className={styles.card}>
                <div className={styles.who}>
                  <p>
                    <strong>{name}</strong>
                    <span className={styles.badge}>{member.owner ? t('owner') : t('member')}</span>
                  </p>
                  <p className={styles.meta}>
                    {member.email} · {t('since')} {format.dateTime(new Date(member.joinedAt), { dateStyle: 'medium' })}
                  </p>
                </div>
                {canManage && !member.owner && (
                  <form action={removeMemberAction}>
                    <input type="hidden" name="userId" value={member.userId} />
                    <button type="submit" className="button button-secondary" aria-label={t('removeLabel', { name })}>
                      {t('remove')}
                    </button>
                  </form>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
