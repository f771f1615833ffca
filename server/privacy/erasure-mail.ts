import messages from '../../messages/de.json';
import type { RenderedMail } from '../mail/sign-in-mail';
import { buttonMail, fill } from '../mail/template';

/** The mail that confirms an erasure (job seekers and recruiters alike: "du", as the account pages). */
export function renderErasureMail(mail: {
  siteName: string;
  host: string;
  url: string;
  minutes: number;
}): RenderedMail {
  const t = messages.privacy.mail;
  const vars = { siteName: mail.siteName, host: mail.host, minutes: mail.minutes };
  const before = [t.greeting, fill(t.intro, vars), fill(t.how, vars)];
  const after = [t.ignore, fill(t.signature, vars)];
  const footer = fill(messages.mail.footer, vars);
  return {
    subject: fill(t.subject, vars),
    ...buttonMail({
      siteName: mail.siteName,
      before,
      button: { href: mail.url, label: t.button, color: '#b42318' },
      after,
      footer,
    }),
  };
}
