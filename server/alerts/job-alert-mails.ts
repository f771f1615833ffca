import messages from '../../messages/de.json';
import type { RenderedMail } from '../mail/sign-in-mail';
import { escapeHtml, fill, htmlMail } from '../mail/template';

const t = messages.jobAlert.mail;
type Site = { siteName: string; buttonColor: string };

/** Mails to job seekers open with "Hallo," and say "du" (docs/product-decisions.md "Design, second pass"). */
const greeting = messages.mail.signIn.greeting;
const signature = (site: Site) => fill(messages.mail.signIn.signature, { siteName: site.siteName });

/** Double opt-in: the link opens a confirm page whose button confirms. */
export function renderAlertConfirmMail(
  site: Site & { label: string; confirmUrl: string; unsubscribeUrl: string },
): RenderedMail {
  const vars = { site: site.siteName, label: site.label, url: site.unsubscribeUrl };
  const before = [greeting, fill(t.confirmIntro, vars)];
  // The way out from the first mail on: a confirmed alert can be cancelled from this mail too.
  const after = [t.confirmIgnore, fill(t.unsubscribe, vars), signature(site)];
  const footer = fill(t.footer, vars);
  return {
    subject: fill(t.confirmSubject, vars),
    text: [...before, site.confirmUrl, ...after, '--', footer].join('\n\n') + '\n',
    html: htmlMail({
      siteName: site.siteName,
      before,
      button: { href: site.confirmUrl, label: t.confirmButton, color: site.buttonColor },
      after,
      footer,
    }),
  };
}

export type AlertJob = { title: string; url: string; organization: string; place: string | null };

/** The new jobs of an alert, each with its link, and the way to all hits and to unsubscribe. */
export function renderAlertMail(
  site: Site & { label: string; jobs: AlertJob[]; listingUrl: string; unsubscribeUrl: string },
): RenderedMail {
  const vars = { site: site.siteName, label: site.label, count: site.jobs.length, url: site.unsubscribeUrl };
  const lines = site.jobs.map((j) => `${j.title}\n${[j.organization, j.place].filter(Boolean).join(', ')}\n${j.url}`);
  const footer = fill(t.footer, vars);
  const unsubscribe = fill(t.unsubscribe, vars);
  const list = site.jobs
    .map(
      (j) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(j.url)}" style="font-weight:bold">${escapeHtml(j.title)}</a><br>${escapeHtml([j.organization, j.place].filter(Boolean).join(', '))}</li>`,
    )
    .join('\n');
  const before = [greeting, fill(t.alertIntro, vars)];
  const after = [unsubscribe, signature(site)];
  const html = htmlMail({
    siteName: site.siteName,
    before,
    blockHtml: `<ul style="padding-left:20px">${list}</ul>`,
    button: { href: site.listingUrl, label: t.alertMore, color: site.buttonColor },
    after,
    footer,
  });
  return {
    subject: fill(site.jobs.length === 1 ? t.alertSubjectOne : t.alertSubject, vars),
    text: [...before, ...lines, `${t.alertMore}: ${site.listingUrl}`, ...after, '--', footer].join('\n\n') + '\n',
    html,
  };
}
