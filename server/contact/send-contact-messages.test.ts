// @module-tag postgres
// The contact outbox against a real SMTP server: each site's mail goes to its own recipient from the region
// config, with the attachments and Reply-To the sender; the copy repeats the text only to a signed-in sender.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_REGION, REGION, useGraphQLFixtures } from '../graphql/testing';
import { getRegion } from '../../regions/registry';
import { contactMessageAttachments, contactMessages } from '../db/schema';
import { createMailer } from '../mail/mailer';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from '../mail/testing';
import { recordUpload } from '../storage/record-upload';
import { getStorage } from '../storage/process-storage';
import { storeUpload } from '../storage/store-upload';
import { sendPendingContactMessages } from './send-contact-messages';

const state = useGraphQLFixtures();
let smtp: TestSmtpServer;
const ids: string[] = [];
const PDF = new TextEncoder().encode('%PDF-1.4\n% Stellenprofil\n%%EOF\n');
/**
 * This file's messages are due only an hour from now, and its sends run at that time: on a shared PostgreSQL
 * server another test file's outbox (running in real time) never claims one of them first.
 */
const DUE = new Date(Date.now() + 3_600_000);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await state.db.delete(contactMessages).where(inArray(contactMessages.id, ids));
  await smtp.close();
});

async function storedMessage(values: {
  regionId: string;
  email: string;
  userId?: string;
  sendCopy?: boolean;
  file?: boolean;
}) {
  const [row] = await state.db
    .insert(contactMessages)
    .values({
      regionId: values.regionId,
      userId: values.userId ?? null,
      name: 'Paula Personal',
      email: values.email,
      subject: 'Preise\r\nBcc: opfer@beispiel.de',
      body: 'Was kostet ein Paket?',
      sendCopy: values.sendCopy ?? false,
      nextAttemptAt: DUE,
    })
    .returning({ id: contactMessages.id });
  ids.push(row.id);
  if (values.file) {
    const stream = () => new Blob([new Uint8Array(PDF)]).stream();
    const stored = await storeUpload(getStorage(), { name: 'Stellenprofil.pdf', size: PDF.length, stream });
    const fileId = await recordUpload(state.db, stored, {
      purpose: 'contact_attachment',
      ownerId: null,
      regionId: values.regionId,
    });
    await state.db.insert(contactMessageAttachments).values({ messageId: row.id, fileId, position: 0 });
  }
  return row.id;
}

const send = () =>
  sendPendingContactMessages(state.db, createMailer({ SMTP_URL: smtp.url }), getStorage(), { limit: 500, now: DUE });

describe('sendPendingContactMessages', () => {
  it("mails each site's own recipient with the attachment, Reply-To the sender, on one line of subject", async () => {
    const franken = await storedMessage({ regionId: REGION, email: 'franken-sender@beispiel.de', file: true });
    await storedMessage({ regionId: OTHER_REGION, email: 'rosenheim-sender@beispiel.de' });
    await send();

    const toFranken = await smtp.waitForMail(getRegion(REGION)!.CONTACT.recipient);
    expect(getRegion(REGION)!.CONTACT.recipient).not.toBe(getRegion(OTHER_REGION)!.CONTACT.recipient);
    const mail = parseMail(toFranken.raw);
    expect(mail.headers['reply-to']).toContain('franken-sender@beispiel.de');
    expect(mail.subject).toBe(`Kontaktformular ${getRegion(REGION)!.SITENAME}: Preise Bcc: opfer@beispiel.de`);
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.text).toContain('Was kostet ein Paket?');
    expect(mail.text).toContain('Anhänge: Stellenprofil.pdf');
    expect(toFranken.raw).toMatch(/filename\*?=.*Stellenprofil/);
    expect(toFranken.raw.replace(/\r?\n/g, '')).toContain(Buffer.from(PDF).toString('base64').slice(0, 30));

    const toRosenheim = await smtp.waitForMail(getRegion(OTHER_REGION)!.CONTACT.recipient);
    expect(parseMail(toRosenheim.raw).headers['reply-to']).toContain('rosenheim-sender@beispiel.de');
    const [row] = await state.db.select().from(contactMessages).where(eq(contactMessages.id, franken));
    expect(row).toMatchObject({ sendStatus: 'sent', sendAttempts: 1 });
  });

  it('sends an anonymous sender a copy of our own text only ("du"), without what was typed or the files', async () => {
    await storedMessage({ regionId: REGION, email: 'anonym-kopie@beispiel.de', sendCopy: true, file: true });
    await send();
    const copy = parseMail((await smtp.waitForMail('anonym-kopie@beispiel.de')).raw);
    expect(copy.subject).toBe(`Deine Nachricht an ${getRegion(REGION)!.SITENAME}`);
    expect(copy.text).toMatch(/^Hallo,\n/);
    expect(copy.text).not.toContain('Was kostet ein Paket?');
    expect(copy.text).not.toContain('Paula');
    expect(copy.text).toContain('Deine Anhänge (1) sind dieser Kopie nicht beigefügt.');
    expect(copy.html).not.toContain('Content-Disposition');
  });

  /** The one copy a signed-in sender gets of a message sent with the account's own address. */
  async function copyToAccount(user: { id: string; email: string }) {
    await storedMessage({ regionId: REGION, email: user.email, userId: user.id, sendCopy: true });
    await send();
    const copies = smtp.received.filter((m) => m.to.includes(user.email.toLowerCase()));
    expect(copies).toHaveLength(1);
    return parseMail(copies[0].raw);
  }

  it("repeats the message in the copy to a sender signed in with the account's own address", async () => {
    const copy = await copyToAccount(state.fx.applicant);
    expect(copy.text).toMatch(/^Hallo Paula Personal,\ndanke für deine Nachricht/);
    expect(copy.text).toContain('Was kostet ein Paket?');
  });

  it('says "Sie" in the copy to a sender of the employer area', async () => {
    const copy = await copyToAccount(state.fx.recruiter);
    expect(copy.subject).toBe(`Ihre Nachricht an ${getRegion(REGION)!.SITENAME}`);
    expect(copy.text).toMatch(/^Guten Tag Paula Personal,\nvielen Dank für Ihre Nachricht/);
  });

  it('keeps a message it could not send for a later attempt', async () => {
    const id = await storedMessage({ regionId: REGION, email: 'spaeter@beispiel.de' });
    const down = createMailer({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const result = await sendPendingContactMessages(state.db, down, getStorage(), { now: DUE, limit: 500 });
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const [row] = await state.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row.sendStatus).toBe('failed');
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(DUE.getTime());
  });
});
