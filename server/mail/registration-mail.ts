import messages from '../../messages/de.json';
import type { RenderedMail } from './sign-in-mail';
import { buttonMail, fill } from './template';

type Site = { siteName: string; host: string; buttonColor: string };

function render(
  site: Site,
  parts: { subject: string; before: string[]; url: string; button: string; after: string[]; employer: boolean },
): RenderedMail {
  const vars = { siteName: site.siteName, host: site.host };
  const signature = parts.employer ? messages.mail.companySignup.signature : messages.mail.signIn.signature;
  const after = [...parts.after, fill(signature, vars)];
  const footer = fill(messages.mail.footer, vars);
  return {
    subject: parts.subject,
    ...buttonMail({
      siteName: site.siteName,
      before: parts.before,
      button: { href: parts.url, label: parts.button, color: site.buttonColor },
      after,
      footer,
    }),
  };
}

/** The German mail of a sign-up: its link (to the confirm page) creates the account and signs in. */
export function renderRegistrationMail(site: Site & { url: string; minutes: number }, employer = false): RenderedMail {
  // Employers are addressed with "Sie" (docs/product-decisions.md "Company sign-up").
  const t = employer ? messages.mail.companySignup : messages.mail.registration;
  const vars = { siteName: site.siteName, minutes: site.minutes };
  return render(site, {
    subject: fill(t.subject, vars),
    before: [employer ? messages.mail.companySignup.greeting : messages.mail.signIn.greeting, fill(t.intro, vars)],
    url: site.url,
    button: t.button,
    after: [fill(t.validity, vars), t.ignore],
    employer,
  });
}

/**
 * The answer to a sign-up with an address that has an account: the page says "check your inbox" as for any
 * sign-up (nobody learns which addresses are registered), and the owner learns here how to sign in.
 */
export function renderRegistrationNoticeMail(site: Site & { loginUrl: string }, employer = false): RenderedMail {
  const t = employer ? messages.mail.companySignupNotice : messages.mail.registrationNotice;
  const vars = { siteName: site.siteName };
  return render(site, {
    subject: fill(t.subject, vars),
    before: [
      employer ? messages.mail.companySignup.greeting : messages.mail.signIn.greeting,
      fill(t.intro, vars),
      t.signIn,
    ],
    url: site.loginUrl,
    button: t.button,
    after: [t.ignore],
    employer,
  });
}
