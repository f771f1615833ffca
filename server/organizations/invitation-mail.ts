import messages from '../../messages/de.json';
import type { RenderedMail } from '../mail/sign-in-mail';
import { buttonMail, fill } from '../mail/template';

type InvitationMail = {
  siteName: string;
  host: string;
  organization: string;
  /** Who invites, as the team page names them. */
  inviter: string;
  /** The absolute link to the invitation's page (built from the site's configured origin). */
  url: string;
  buttonColor: string;
};

/** The mail to an invited colleague ("Sie" form): who invites, for which organization, how long the link works. */
export function renderInvitationMail(mail: InvitationMail): RenderedMail {
  const t = messages.mail.teamInvitation;
  const vars = { siteName: mail.siteName, host: mail.host, organization: mail.organization, inviter: mail.inviter };
  const before = [t.greeting, fill(t.intro, vars), t.how];
  const after = [t.ignore, fill(t.signature, vars)];
  const footer = fill(messages.mail.footer, vars);
  return {
    subject: fill(t.subject, vars),
    ...buttonMail({
      siteName: mail.siteName,
      before,
      button: { href: mail.url, label: t.button, color: mail.buttonColor },
      after,
      footer,
    }),
  };
}
