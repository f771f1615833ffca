import messages from '../../messages/de.json';
import { buttonMail, fill } from './template';

export type RenderedMail = { subject: string; text: string; html: string };

type Site = { siteName: string; host: string; buttonColor: string };

/** The German sign-in mail: the link opens the confirm page, valid for `minutes` and usable once. */
export function renderSignInMail(site: Site & { url: string; minutes: number }): RenderedMail {
  const t = messages.mail.signIn;
  const vars = { siteName: site.siteName, minutes: site.minutes, host: site.host };
  const before = [t.greeting, fill(t.intro, vars)];
  const after = [fill(t.validity, vars), t.ignore, fill(t.signature, vars)];
  const footer = fill(messages.mail.footer, vars);
  return {
    subject: fill(t.subject, vars),
    ...buttonMail({
      siteName: site.siteName,
      before,
      button: { href: site.url, label: t.button, color: site.buttonColor },
      after,
      footer,
    }),
  };
}

/**
 * The answer to a sign-in request for an address without an account: the same "check your inbox" on the
 * page (nobody learns which addresses are registered), and in the inbox a way to sign up.
 */
export function renderNoAccountMail(site: Site & { registerUrl: string }): RenderedMail {
  const t = messages.mail.noAccount;
  const vars = { siteName: site.siteName, host: site.host };
  const before = [messages.mail.signIn.greeting, fill(t.intro, vars), t.register];
  const after = [t.ignore, fill(messages.mail.signIn.signature, vars)];
  const footer = fill(messages.mail.footer, vars);
  return {
    subject: fill(t.subject, vars),
    ...buttonMail({
      siteName: site.siteName,
      before,
      button: { href: site.registerUrl, label: t.button, color: site.buttonColor },
      after,
      footer,
    }),
  };
}
