import messages from '../../messages/de.json';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { fill } from '../mail/template';
import { type EmployerSite, mailEmployers, renderEmployerMail } from './employer-mail';
import { personOrOwner } from './employer-mail-settings';

const t = messages.mail.employer;

/** Who joined, for which organization, and the way to the team page. */
export function renderTeamJoinedMail(
  site: EmployerSite,
  joined: { name: string; email: string; organization: string; teamUrl: string },
) {
  const vars = { ...joined, siteName: site.siteName };
  return renderEmployerMail(site, {
    subject: fill(t.teamJoined.subject, vars),
    before: [fill(t.teamJoined.intro, vars)],
    button: { href: joined.teamUrl, label: t.teamJoined.button },
    reason: fill(t.reasons.teamJoined, vars),
  });
}

/**
 * Tells the inviter (while still in the team) and the owner that an invitation was accepted; never the one
 * who joined. Each gets it once, unless they switched it off.
 */
export async function mailTeamJoined(
  db: Db,
  mailer: Mailer,
  input: {
    regionId: string;
    organization: { id: string; name: string; ownerId: string | null };
    inviterId: string | null;
    joined: { id: string; email: string; name: string };
  },
): Promise<void> {
  const inviter = input.inviterId ? await personOrOwner(db, input.organization.id, input.inviterId) : null;
  const userIds = [inviter, input.organization.ownerId].filter((id) => id !== input.joined.id);
  await mailEmployers(db, mailer, {
    regionId: input.regionId,
    kind: 'teamJoined',
    userIds,
    render: ({ site, url }) =>
      renderTeamJoinedMail(site, {
        name: input.joined.name,
        email: input.joined.email,
        organization: input.organization.name,
        teamUrl: url('/job-manager/team'),
      }),
  });
}
