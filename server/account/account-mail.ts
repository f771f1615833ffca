import messages from '../../messages/de.json';
import { getRegion } from '../../regions/registry';
import { siteUrl } from '../../regions/site-origin';
import { type Mailer, senderAddress } from '../mail/mailer';
import { buttonMail, fill } from '../mail/template';
import { mailButtonColor } from '../mail/button-color';

type AccountMailKind = 'passwordReset' | 'emailChange' | 'emailChangeNotice' | 'passwordChanged';

/**
 * The account's mails ("du"), each with one button: the reset link, the confirmation link to the new address,
 * the notice to the old address, the notice of a changed password. Links are absolute on the site's configured
 * origin (regions/site-origin.ts), never a request's Host header.
 */
export async function sendAccountMail(
  mailer: Mailer,
  mail: { kind: AccountMailKind; regionId: string; to: string; path: string; vars?: Record<string, string | number> },
): Promise<void> {
  const region = getRegion(mail.regionId);
  if (!region) throw new Error(`no region ${mail.regionId}`);
  const host = region.HOSTS[0];
  const t = messages.account.mail[mail.kind];
  const vars = { siteName: region.SITENAME, host, ...mail.vars };
  const url = siteUrl(region, mail.path);
  const before = [messages.mail.signIn.greeting, fill(t.intro, vars)];
  const after = [fill(t.after, vars), fill(messages.mail.signIn.signature, vars)];
  const footer = fill(messages.mail.footer, vars);
  await mailer.send({
    from: senderAddress(region.SITENAME, host),
    to: mail.to,
    regionId: region.id,
    subject: fill(t.subject, vars),
    ...buttonMail({
      siteName: region.SITENAME,
      before,
      button: { href: url, label: t.button, color: mailButtonColor(region) },
      after,
      footer,
    }),
  });
}
