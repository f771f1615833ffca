import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { firstValue } from '@/lib/routing/search-params';
import { loadTeam, searchSupportOrganizations } from '@/lib/data/team';
import { reviewAccess } from '@/lib/posting/access';
import { parseTeamNotice, TEAM_PATH } from '@/lib/workspace/team-notices';
import { EmployersOnly } from '@/components/posting/employers-only';
import { wizardViewer } from '@/components/posting/wizard-gate';
import { WorkspaceNav } from '@/components/workspace/workspace-nav';
import { InviteForm } from '@/components/workspace/team/invite-form';
import { SupportSearch } from '@/components/workspace/team/support-search';
import { TeamInvitations } from '@/components/workspace/team/team-invitations';
import { TeamMembers } from '@/components/workspace/team/team-members';
import styles from '@/components/workspace/team/team.module.scss';

type Props = {
  params: Promise<{ region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('workspace.team');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /job-manager/team: the active organization's people. The owner (and support) invites by mail, withdraws
 * invitations and removes members; other members see the team; admin-like users find an organization to
 * act for as support (docs/product.md §6). Every form works without JavaScript.
 */
export default async function TeamPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const viewer = await wizardViewer(region, TEAM_PATH);
  if (!viewer) return <EmployersOnly region={region} back={TEAM_PATH} />;
  const t = await getTranslations('workspace.team');
  const query = await searchParams;
  const notice = parseTeamNotice(firstValue(query.hinweis));
  const audience = { region, userId: viewer.userId };
  const team = await loadTeam(audience);
  const supportQuery = (firstValue(query.firma) ?? '').trim().slice(0, 100);
  const admin = reviewAccess(viewer) === 'queue';
  const found = admin && supportQuery ? await searchSupportOrganizations(audience, supportQuery) : null;
  return (
    <section className={styles.page} aria-labelledby="team-title">
      <WorkspaceNav current="team" roles={viewer.roles} />
      <h1 id="team-title">{t('heading')}</h1>
      <div role="status">
        {notice && <p className={notice === 'failed' ? styles.alert : styles.notice}>{t(`notices.${notice}`)}</p>}
      </div>
      {team ? (
        <>
          <p className={styles.intro}>{t('intro', { organization: team.organization.name })}</p>
          <TeamMembers organization={team.organization.name} members={team.members} canManage={team.canManage} />
          {team.canManage ? (
            <>
              <section className={styles.section} aria-labelledby="invite-heading">
                <h2 id="invite-heading">{t('inviteHeading')}</h2>
                <InviteForm
                  labels={{
                    email: t('emailLabel'),
                    button: t('inviteButton'),
                    hint: t('inviteHint'),
                    sent: t.raw('inviteSent') as string,
                  }}
                />
              </section>
              <TeamInvitations invitations={team.invitations} />
            </>
          ) : (
            <p className={styles.hint}>{t('readOnly')}</p>
          )}
        </>
      ) : (
        <p>{t('noOrganization')}</p>
      )}
      {admin && <SupportSearch path={TEAM_PATH} query={supportQuery} found={found} />}
    </section>
  );
}
