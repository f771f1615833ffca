import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * Test helpers for mail: a real SMTP server (smtp-server) that keeps what it receives, and a small MIME
 * reader (headers, multipart, quoted-printable, base64, encoded words) — enough for the mails we send.
 * Used by the Vitest mail tests and the end-to-end sign-in test.
 */

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type TestSmtpServer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first mail to `to` (already received or still to come). */
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiting: Array<{ to: string; resolve: (mail: ReceivedMail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        for (const w of waiting.filter((w) => mail.to.includes(w.to))) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    waitForMail(to, timeoutMs = 15_000) {
      const address = to.toLowerCase();
      const found = received.find((m) => m.to.includes(address));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiting.push({ to: address, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** quoted-printable (RFC 2045) → UTF-8 text. */
export function decodeQuotedPrintable(body: string): string {
  const softBreaksRemoved = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const c = softBreaksRemoved[i];
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words in headers (RFC 2047). */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

type Part = { headers: Record<string, string>; body: string };

function splitHeaders(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

function leaves(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(splitHeaders(chunk.replace(/^\n/, ''))));
}

export type ParsedMail = {
  subject: string;
  from: string;
  to: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

/** Reads one RFC 822 message: decoded subject and the decoded text and HTML parts. */
export function parseMail(raw: string): ParsedMail {
  const top = splitHeaders(raw);
  const parts = leaves(top);
  const find = (mime: string) =>
    parts.find((p) => (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(mime));
  const text = find('text/plain');
  const html = find('text/html');
  return {
    subject: decodeEncodedWords(top.headers.subject ?? ''),
    from: decodeEncodedWords(top.headers.from ?? ''),
    to: decodeEncodedWords(top.headers.to ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
    headers: top.headers,
  };
}
