import 'server-only';
import { listMailbox, mailboxDir } from '@/server/mail/mailbox';

export { showsDemoMailbox } from '@/server/mail/mailer';

/** The demo mailbox's newest mails of one site (only shown when showsDemoMailbox() is true). */
export function listDemoMails(regionId: string, limit: number) {
  return listMailbox(mailboxDir(), { regionId, limit });
}
