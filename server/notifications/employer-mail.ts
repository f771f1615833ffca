import messages from '../../messages/de.json';
import { getRegion } from '../../regions/registry';
import { siteUrl } from '../../regions/site-origin';
import type { Db } from '../db/client';
import { type Mailer, senderAddress } from '../mail/mailer';
import type { RenderedMail } from '../mail/sign-in-mail';
import { buttonMail, fill } from '../mail/template';
import { type EmployerMailKind, recipientsWanting } from './employer-mail-settings';
import { mailButtonColor } from '../mail/button-color';

const t = messages.mail.employer;

/** Where a person switches employer mails off: the account page's section (an anchor on /user). */
export const EMPLOYER_MAIL_SETTINGS_PATH = '/user#email-benachrichtigungen';

export type EmployerSite = { siteName: string; host: string; settingsUrl: string; buttonColor: string };

/**
 * The footer of every mail to employers ("Sie"): why it came, and where to switch it off
 * (docs/product-decisions.md, "Mails an Arbeitgeber").
 */
export function employerFooter(site: EmployerSite, reason: string): string {
  return fill(t.footer, { reason, siteName: site.siteName, settingsUrl: site.settingsUrl });
}

/** One employer mail: greeting, the paragraphs, one button, the signature and the footer. */
export function renderEmployerMail(
  site: EmployerSite,
  parts: {
    subject: string;
    before: string[];
    button: { href: string; label: string };
    after?: string[];
    reason: string;
  },
): RenderedMail {
  const before = [t.greeting, ...parts.before];
  const after = [...(parts.after ?? []), fill(t.signature, { siteName: site.siteName })];
  const footer = employerFooter(site, parts.reason);
  return {
    subject: parts.subject,
    ...buttonMail({
      siteName: site.siteName,
      before,
      button: { ...parts.button, color: site.buttonColor },
      after,
      footer,
    }),
  };
}

export type SiteOf = { site: EmployerSite; url: (path: string) => string; from: string; regionId: string };

/** The site's name, its absolute links (regions/site-origin.ts, never a request's Host) and its sender. */
export function employerSite(regionId: string): SiteOf | null {
  const region = getRegion(regionId);
  if (!region) return null;
  const host = region.HOSTS[0];
  return {
    site: {
      siteName: region.SITENAME,
      host,
      settingsUrl: siteUrl(region, EMPLOYER_MAIL_SETTINGS_PATH),
      buttonColor: mailButtonColor(region),
    },
    url: (path) => siteUrl(region, path),
    from: senderAddress(region.SITENAME, host),
    regionId: region.id,
  };
}

/**
 * Sends a mail of `kind` to each of the people who still want it, one message per person (nobody sees the
 * others' addresses). Returns the addresses it went to.
 */
export async function mailEmployers(
  db: Db,
  mailer: Mailer,
  input: {
    regionId: string;
    kind: EmployerMailKind;
    userIds: ReadonlyArray<string | null | undefined>;
    render: (site: SiteOf) => RenderedMail;
  },
): Promise<string[]> {
  const site = employerSite(input.regionId);
  if (!site) return [];
  const people = await recipientsWanting(db, input.userIds, input.kind);
  if (!people.length) return [];
  const mail = input.render(site);
  for (const person of people)
    await mailer.send({ from: site.from, to: person.email, regionId: site.regionId, ...mail });
  return people.map((p) => p.email);
}
