import messages from '../../messages/de.json';
import type { RenderedMail } from '../mail/sign-in-mail';
import { buttonMail, fill } from '../mail/template';

const t = messages.newsletter.mail;
type Site = { siteName: string; buttonColor: string };

/** Newsletter readers are job seekers: "Hallo," and "du" (docs/product-decisions.md "Design, second pass"). */
const greeting = messages.mail.signIn.greeting;
const signature = (site: Site) => fill(messages.mail.signIn.signature, { siteName: site.siteName });

function render(site: Site, parts: { subject: string; intro: string; url: string; button: string; after: string[] }) {
  return {
    subject: parts.subject,
    ...buttonMail({
      siteName: site.siteName,
      before: [greeting, parts.intro],
      button: { href: parts.url, label: parts.button, color: site.buttonColor },
      after: [...parts.after, signature(site)],
      footer: fill(t.footer, { site: site.siteName }),
    }),
  };
}

/** Double opt-in: the link opens a confirm page whose button confirms. */
export function renderNewsletterConfirmMail(site: Site & { confirmUrl: string }): RenderedMail {
  const vars = { site: site.siteName };
  return render(site, {
    subject: fill(t.confirmSubject, vars),
    intro: fill(t.confirmIntro, vars),
    url: site.confirmUrl,
    button: t.confirmButton,
    after: [t.confirmIgnore],
  });
}

/** After the confirmation: the way out, as a button and as the link (the mail also carries List-Unsubscribe). */
export function renderNewsletterWelcomeMail(site: Site & { unsubscribeUrl: string }): RenderedMail {
  const vars = { site: site.siteName, url: site.unsubscribeUrl };
  return render(site, {
    subject: fill(t.welcomeSubject, vars),
    intro: fill(t.welcomeIntro, vars),
    url: site.unsubscribeUrl,
    button: t.welcomeButton,
    after: [fill(t.welcomeLeave, vars)],
  });
}
