import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMailbox } from './mailbox';
import {
  createMailer,
  mailSetupWarning,
  senderAddress,
  showsDemoMailbox,
  usesMailbox,
  type OutgoingMail,
} from './mailer';
import { renderSignInMail } from './sign-in-mail';
import { decodeQuotedPrintable, parseMail, startTestSmtpServer, type TestSmtpServer } from './testing';

const link =
  'http://franken.localhost:3000/user/login/confirm?callbackUrl=http%3A%2F%2Ffranken.localhost%3A3000%2Fjobs&token=' +
  'a1'.repeat(32) +
  '&email=erika%40beispiel.de';

function signInMail(to: string): OutgoingMail {
  const rendered = renderSignInMail({
    siteName: 'Jobs in Franken',
    host: 'franken.localhost:3000',
    buttonColor: '#1d7a6a',
    url: link,
    minutes: 10,
  });
  return { ...rendered, from: senderAddress('Jobs in Franken', 'jobs-in-franken.de', {}), to, regionId: 'franken' };
}

describe('sending over SMTP_URL to a real SMTP server', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('delivers the German sign-in mail with text and HTML, the link intact', async () => {
    const mailer = createMailer({ SMTP_URL: smtp.url });
    expect(mailer.mode).toBe('smtp');
    await mailer.send(signInMail('erika@beispiel.de'));
    const received = await smtp.waitForMail('erika@beispiel.de');
    expect(received.from).toBe('noreply@jobs-in-franken.de');
    const mail = parseMail(received.raw);
    expect(mail.subject).toBe('Dein Anmeldelink für Jobs in Franken');
    expect(mail.from).toBe('Jobs in Franken <noreply@jobs-in-franken.de>');
    // Umlauts make nodemailer use quoted-printable: the decoded text must read as written.
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(received.raw).toMatch(/Content-Transfer-Encoding: quoted-printable/i);
    expect(received.raw).not.toContain('gültig');
    expect(mail.text).toContain('hier ist dein Link zur Anmeldung bei Jobs in Franken:');
    expect(mail.text).toContain('Der Link ist 10 Minuten gültig und funktioniert nur einmal.');
    expect(mail.text.split('\n').map((l) => l.trim())).toContain(link);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(mail.html).toContain('Anmeldung bestätigen');
  });
});

describe('quoted-printable decoding', () => {
  it('joins soft line breaks and decodes UTF-8 bytes', () => {
    expect(decodeQuotedPrintable('G=C3=BCltig und sch=\r\n=C3=B6n =3D gut')).toBe('Gültig und schön = gut');
  });
});

describe('local mailbox when SMTP_URL is unset', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mailbox-test-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is used exactly when SMTP_URL is unset', () => {
    expect(usesMailbox({})).toBe(true);
    expect(usesMailbox({ SMTP_URL: 'smtp://mail.example:587' })).toBe(false);
    expect(createMailer({ MAILBOX_DIR: dir }).mode).toBe('mailbox');
  });

  it('is shown in the browser only when the demo turns it on, never just because SMTP is missing', () => {
    expect(showsDemoMailbox({})).toBe(false);
    expect(showsDemoMailbox({ NODE_ENV: 'production' })).toBe(false);
    expect(showsDemoMailbox({ DEMO_MAILBOX: 'true' })).toBe(false);
    expect(showsDemoMailbox({ DEMO_MAILBOX: '1', SMTP_URL: 'smtp://mail.example:587' })).toBe(false);
    expect(showsDemoMailbox({ DEMO_MAILBOX: '1' })).toBe(true);
  });

  it('makes a production start without SMTP warn loudly, naming the folder the mails stay in', () => {
    expect(mailSetupWarning({ MAILBOX_DIR: dir })).toContain('SMTP_URL is not set');
    expect(mailSetupWarning({ MAILBOX_DIR: dir })).toContain(dir);
    expect(mailSetupWarning({ SMTP_URL: 'smtp://mail.example:587' })).toBeNull();
    expect(mailSetupWarning({ DEMO_MAILBOX: '1' })).toBeNull();
  });

  it('keeps the raw message (.eml) and a summary the demo page lists, newest first, per site', async () => {
    const mailer = createMailer({ MAILBOX_DIR: dir });
    await mailer.send(signInMail('erste@beispiel.de'));
    await mailer.send({ ...signInMail('zweite@beispiel.de'), regionId: 'rosenheim' });
    await mailer.send(signInMail('dritte@beispiel.de'));

    const all = await listMailbox(dir);
    expect(all.map((m) => m.to)).toEqual(['dritte@beispiel.de', 'zweite@beispiel.de', 'erste@beispiel.de']);
    const franken = await listMailbox(dir, { regionId: 'franken' });
    expect(franken.map((m) => m.to)).toEqual(['dritte@beispiel.de', 'erste@beispiel.de']);
    expect(franken[0]).toMatchObject({ subject: 'Dein Anmeldelink für Jobs in Franken', regionId: 'franken' });
    expect(franken[0].text).toContain(link);

    const eml = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(eml).toHaveLength(3);
    const parsed = parseMail(readFileSync(path.join(dir, `${franken[0].id}.eml`), 'utf8'));
    expect(parsed.subject).toBe('Dein Anmeldelink für Jobs in Franken');
    expect(parsed.to).toBe('dritte@beispiel.de');
    expect(parsed.text).toContain('10 Minuten gültig');
  });

  it('ignores files it did not write', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'mailbox-foreign-'));
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path.join(other, 'notes.json'), '{}');
    writeFileSync(path.join(other, '0000000000001-deadbeef.json'), 'not json');
    expect(await listMailbox(other)).toEqual([]);
    rmSync(other, { recursive: true, force: true });
  });
});
