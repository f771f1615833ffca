import { asc, eq, sql } from 'drizzle-orm';
import { getRegion } from '../../regions/registry';
import { siteUrl } from '../../regions/site-origin';
import type { Db } from '../db/client';
import { contactMessageAttachments, contactMessages, files, users } from '../db/schema';
import { type Mailer, senderAddress } from '../mail/mailer';
import { drainOutbox, OUTBOX_MAX_ATTEMPTS, storedAttachments } from '../mail/outbox';
import type { FileStorage } from '../storage/storage';
import { type ContactMailInput, renderSenderCopy, renderTeamMail } from './contact-mails';
import { senderAudience } from './sender-audience';
import { mailButtonColor } from '../mail/button-color';

/** A claim lasts this long; a message an instance claimed and never finished (it died) is due again after it. */
const CLAIM_MINUTES = 10;

type Claimed = typeof contactMessages.$inferSelect;

/**
 * Claims due messages in one statement (FOR UPDATE SKIP LOCKED), so two instances never send one twice. The
 * claim moves the next attempt on by CLAIM_MINUTES: a message whose sender died is taken over after that.
 */
async function claimDue(db: Db, now: Date, limit: number): Promise<Claimed[]> {
  const nowIso = now.toISOString();
  const due = sql`select ${contactMessages.id} from ${contactMessages}
    where ${contactMessages.sendStatus} in ('pending', 'failed', 'sending')
      and ${contactMessages.nextAttemptAt} <= ${nowIso}::timestamptz
      and ${contactMessages.sendAttempts} < ${OUTBOX_MAX_ATTEMPTS}
    order by ${contactMessages.nextAttemptAt} limit ${limit} for update skip locked`;
  return db
    .update(contactMessages)
    .set({
      sendStatus: 'sending',
      sendAttempts: sql`${contactMessages.sendAttempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_MINUTES * 60_000),
    })
    .where(sql`${contactMessages.id} in (${due})`)
    .returning();
}

async function sendOne(db: Db, mailer: Mailer, storage: FileStorage, message: Claimed): Promise<void> {
  const region = getRegion(message.regionId);
  if (!region) throw new Error('the site no longer exists');
  const attachments = await db
    .select({ name: files.originalName, mimeType: files.mimeType, storageKey: files.storageKey })
    .from(contactMessageAttachments)
    .innerJoin(files, eq(files.id, contactMessageAttachments.fileId))
    .where(eq(contactMessageAttachments.messageId, message.id))
    .orderBy(asc(contactMessageAttachments.position));
  const [account] = message.userId
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, message.userId)).limit(1)
    : [];
  const input: ContactMailInput = {
    site: {
      siteName: region.SITENAME,
      siteUrl: siteUrl(region, '/'),
      buttonColor: mailButtonColor(region),
      recipient: region.CONTACT.recipient,
    },
    message: { name: message.name, email: message.email, subject: message.subject, body: message.body },
    fromOwnAccount: !!account && account.email.toLowerCase() === message.email.toLowerCase(),
    audience: await senderAudience(db, message.userId, region.id),
    attachmentNames: attachments.map((a) => a.name),
  };
  const from = senderAddress(region.SITENAME, region.HOSTS[0]);
  await mailer.send({
    from,
    to: region.CONTACT.recipient,
    replyTo: message.email,
    ...renderTeamMail(input),
    regionId: region.id,
    attachments: await storedAttachments(storage, attachments),
  });
  // The team has it: from here on the message counts as sent, whatever happens to the copy.
  await db
    .update(contactMessages)
    .set({ sendStatus: 'sent', sentAt: new Date(), lastError: null, nextAttemptAt: null })
    .where(eq(contactMessages.id, message.id));
  if (!message.sendCopy) return;
  await mailer
    .send({ from, to: message.email, ...renderSenderCopy(input), regionId: region.id })
    .catch((error: unknown) => console.error(`contact message ${message.id}: the sender's copy failed`, error));
}

/**
 * The contact outbox: sends due messages to their site's recipient (region config CONTACT.recipient) with the
 * files attached and Reply-To the sender, then the sender's copy if asked for. A failure is recorded and
 * retried later with growing waits; the message was stored before anything was sent.
 */
export async function sendPendingContactMessages(
  db: Db,
  mailer: Mailer,
  storage: FileStorage,
  options: { now?: Date; limit?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  const claimed = await claimDue(db, now, options.limit ?? 10);
  return drainOutbox(
    claimed,
    now,
    (message) => sendOne(db, mailer, storage, message),
    (message, failure) => db.update(contactMessages).set(failure).where(eq(contactMessages.id, message.id)),
  );
}
