import { eq } from 'drizzle-orm';
import messages from '../../messages/de.json';
import { getRegion } from '../../regions/registry';
import { siteUrl } from '../../regions/site-origin';
import type { Db } from '../db/client';
import { organizations, users } from '../db/schema';
import { type Mailer, senderAddress } from '../mail/mailer';
import type { RenderedMail } from '../mail/sign-in-mail';
import { buttonMail, fill } from '../mail/template';
import { contactMessages } from './contact-messages';
import { mailButtonColor } from '../mail/button-color';

/** Where the candidate decides (docs/product.md §2 /user/kontaktanfragen). */
export const CANDIDATE_REQUESTS_PATH = '/user/kontaktanfragen';

export type ContactMailInput = {
  siteName: string;
  host: string;
  organizationName: string;
  message: string;
  requestsUrl: string;
  buttonColor: string;
};

/** The candidate's mail ("du"): who asks, their message, what approving shows, and the button to decide. */
export function renderContactRequestMail(input: ContactMailInput): RenderedMail {
  const t = contactMessages.mail;
  const vars = { organization: input.organizationName, siteName: input.siteName, host: input.host };
  const before = [messages.mail.signIn.greeting, fill(t.intro, vars), input.message, fill(t.decide, vars)];
  const after = [fill(t.signature, vars)];
  const footer = fill(messages.mail.footer, vars);
  return {
    subject: fill(t.subject, vars),
    ...buttonMail({
      siteName: input.siteName,
      before,
      button: { href: input.requestsUrl, label: t.button, color: input.buttonColor },
      after,
      footer,
    }),
  };
}

/**
 * Mails the candidate about a new request. The link is absolute on the site's configured origin, never a
 * request's Host header; the request stands without the mail (the candidate also finds it in their account).
 */
export async function mailContactRequest(
  db: Db,
  mailer: Mailer,
  input: { regionId: string; candidateId: string; organizationId: string; message: string },
): Promise<void> {
  const region = getRegion(input.regionId);
  if (!region) return;
  const [[candidate], [organization]] = await Promise.all([
    db.select({ email: users.email }).from(users).where(eq(users.id, input.candidateId)),
    db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, input.organizationId)),
  ]);
  if (!candidate || !organization) return;
  const host = region.HOSTS[0];
  const rendered = renderContactRequestMail({
    siteName: region.SITENAME,
    host,
    organizationName: organization.name,
    message: input.message,
    requestsUrl: siteUrl(region, CANDIDATE_REQUESTS_PATH),
    buttonColor: mailButtonColor(region),
  });
  await mailer.send({
    from: senderAddress(region.SITENAME, host),
    to: candidate.email,
    regionId: region.id,
    ...rendered,
  });
}
