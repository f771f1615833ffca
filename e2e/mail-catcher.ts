import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startTestSmtpServer } from '../server/mail/testing';
import { PORT } from './helpers';

/**
 * One real SMTP server for the whole end-to-end run, started by Playwright's global setup at the port the
 * web server mails to (scripts/e2e-server.sh: SMTP_URL=smtp://127.0.0.1:<E2E_PORT + 1>). Every mail it
 * receives is written to a folder, so tests in any worker process can wait for theirs.
 */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1);
export const MAIL_DIR = path.resolve('test-results/e2e-mail');

export async function startMailCatcher(): Promise<() => Promise<void>> {
  await rm(MAIL_DIR, { recursive: true, force: true });
  await mkdir(MAIL_DIR, { recursive: true });
  const smtp = await startTestSmtpServer(SMTP_PORT);
  let count = 0;
  const timer = setInterval(() => {
    while (count < smtp.received.length) {
      const mail = smtp.received[count++];
      // Written aside and renamed: a reader never sees a half-written mail (rename is atomic).
      const name = path.join(MAIL_DIR, `${String(count).padStart(5, '0')}.json`);
      void writeFile(`${name}.part`, JSON.stringify(mail)).then(() => rename(`${name}.part`, name));
    }
  }, 50);
  return async () => {
    clearInterval(timer);
    await smtp.close();
  };
}

export type CaughtMail = { from: string; to: string[]; raw: string };

/** A caught mail, or null when it cannot be read (only complete files are ever named *.json). */
async function readMail(file: string): Promise<CaughtMail | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as CaughtMail;
  } catch {
    return null;
  }
}

/** Every mail the catcher has received so far, in order. */
export async function caughtMails(): Promise<CaughtMail[]> {
  const names = (await readdir(MAIL_DIR).catch(() => [])).filter((n) => n.endsWith('.json')).sort();
  const mails = await Promise.all(names.map((name) => readMail(path.join(MAIL_DIR, name))));
  return mails.filter((mail): mail is CaughtMail => mail !== null);
}

/** The first mail the catcher received that matches (waits up to `timeoutMs`). */
export async function waitForMailWhere(
  matches: (mail: CaughtMail) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await caughtMails()).find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail ${what} within ${timeoutMs} ms`);
}

/** The first mail to `to`. */
export function waitForMail(to: string, timeoutMs?: number): Promise<CaughtMail> {
  const address = to.toLowerCase();
  return waitForMailWhere((mail) => mail.to.includes(address), `to ${to}`, timeoutMs);
}
