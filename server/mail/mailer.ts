import type { Readable } from 'node:stream';
import { createTransport, type Transporter } from 'nodemailer';
import { mailboxDir, writeMailboxMessage } from './mailbox';
import type { Env } from '../../regions/env';

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The site that sends it (the demo mailbox shows each site its own mails). */
  regionId: string | null;
  /** Where answers go (an application mail answers to the applicant). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe for one-click unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /** Files streamed into the message, never read into memory first. */
  attachments?: Array<{ filename: string; contentType: string; content: Readable }>;
};

export type Mailer = {
  /** 'smtp' when SMTP_URL is set, otherwise 'mailbox' (files in MAILBOX_DIR; shown at /user/dev-mailbox only in the demo). */
  readonly mode: 'smtp' | 'mailbox';
  send(mail: OutgoingMail): Promise<void>;
};

/** True when mails are kept on disk (MAILBOX_DIR) because no SMTP server is configured. */
export function usesMailbox(env: Env = process.env): boolean {
  return !env.SMTP_URL;
}

/**
 * True when the demo mailbox page shows the kept mails in the browser: only when `npm run demo` turns it on
 * (DEMO_MAILBOX=1). The mails hold sign-in links, so a production start without SMTP never shows them.
 */
export function showsDemoMailbox(env: Env = process.env): boolean {
  return env.DEMO_MAILBOX === '1' && usesMailbox(env);
}

/** The start-up warning of a production server that keeps its mails on disk; null when all is well. */
export function mailSetupWarning(env: Env = process.env): string | null {
  if (!usesMailbox(env) || showsDemoMailbox(env)) return null;
  return [
    '!!! SMTP_URL is not set: this server sends NO e-mail. Sign-in links, applications and job alerts are only',
    `!!! written to ${mailboxDir(env)} on this machine. Set SMTP_URL (smtp://user:pass@host:587) for a real site.`,
  ].join('\n');
}

function message(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    attachments: mail.attachments,
  };
}

/**
 * Mail over SMTP_URL (e.g. `smtp://user:pass@mail.example:587`, `smtps://…:465`) with nodemailer; without
 * it, the same RFC 822 message nodemailer would send is written to the local mailbox, so the demo works
 * with no mail server.
 */
export function createMailer(env: Env = process.env): Mailer {
  if (env.SMTP_URL) {
    const transport: Transporter = createTransport(env.SMTP_URL);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail(message(mail));
      },
    };
  }
  const dir = mailboxDir(env);
  const stream = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'mailbox',
    async send(mail) {
      const info = await stream.sendMail(message(mail));
      await writeMailboxMessage(
        dir,
        { regionId: mail.regionId, from: mail.from, to: mail.to, subject: mail.subject, text: mail.text },
        info.message as Buffer,
      );
    },
  };
}

const CACHE_KEY = Symbol.for('regional-jobboard.mailer');
type Cache = { [CACHE_KEY]?: { settings: string; mailer: Mailer } };

/**
 * The process-wide mailer (one SMTP connection setup per process), made anew only when its settings change: a
 * server's never do; test files that share one process each bring their own SMTP server.
 */
export function getMailer(): Mailer {
  const cache = globalThis as Cache;
  const settings = `${process.env.SMTP_URL ?? ''} ${mailboxDir(process.env)}`;
  if (cache[CACHE_KEY]?.settings !== settings) cache[CACHE_KEY] = { settings, mailer: createMailer() };
  return cache[CACHE_KEY].mailer;
}

/** `"Jobs in Franken" <noreply@jobs-in-franken.de>`; MAIL_FROM_ADDRESS replaces the address for every site. */
export function senderAddress(siteName: string, domain: string, env: Env = process.env): string {
  const address = env.MAIL_FROM_ADDRESS || `noreply@${domain}`;
  return `"${siteName.replace(/["\\]/g, '')}" <${address}>`;
}
