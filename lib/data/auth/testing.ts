import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { openTestDb } from '@/server/db/testing';
import { registrationRequests, users, verificationTokens } from '@/server/db/schema';
import { createMailer } from '@/server/mail/mailer';
import { listMailbox } from '@/server/mail/mailbox';
import { hashPassword } from '@/server/auth/password';
import { createAccount } from '@/server/auth/registration';
import { PROXY_REGION_HEADER } from '@/lib/contract';
import { createAuthHandler } from './auth-handler';
import { createRegisterHandler } from './register-handler';

/** What the integration tests of the sign-in flow share: a browser against the handlers, test users, the mailbox. */

process.env.NEXTAUTH_SECRET ??= 'vitest-secret-for-auth-handler-tests';

/** The database of the current test file (set in useAuthHarness's beforeAll). */
export let handle: DbHandle;
/** The folder the file's mails are written to. */
export let mailboxDir: string;
let handleAuth: ReturnType<typeof createAuthHandler>;
let handleRegister: ReturnType<typeof createRegisterHandler>;
/** Addresses whose users, sign-ups and tokens are removed after the file. */
export const created: string[] = [];
export const HOST = 'franken.localhost:3999';
export const ORIGIN = `http://${HOST}`;
export const PASSWORD = 'Sicheres-Passwort-1';

/** A browser on franken.localhost: keeps cookies, sends the headers the proxy and a browser would. */
export class Browser {
  cookies = new Map<string, string>();
  // A fresh IPv6 network per browser (limits count per /64): per-IP counters persist on a shared PostgreSQL
  // server between runs. The tests run behind one trusted proxy (TRUSTED_PROXY_HOPS=1), which appends it.
  constructor(
    readonly ip = `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`,
    readonly site = 'franken',
  ) {}

  async request(
    method: string,
    pathAndQuery: string,
    body?: Record<string, string>,
    extra: Record<string, string> = {},
  ) {
    const forwarded = extra['x-forwarded-for'] ? `${extra['x-forwarded-for']}, ${this.ip}` : this.ip;
    const headers = new Headers({
      host: `${this.site}.localhost:3999`,
      [PROXY_REGION_HEADER]: this.site,
      ...extra,
      'x-forwarded-for': forwarded,
    });
    if (method === 'POST' && !('origin' in extra)) headers.set('origin', `http://${this.site}.localhost:3999`);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let payload: string | undefined;
    if (body) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      payload = new URLSearchParams(body).toString();
    }
    const target = `http://localhost:3999${pathAndQuery}`;
    const isRegister = pathAndQuery.startsWith('/api/auth/register');
    const response = await (isRegister ? handleRegister : handleAuth)(
      new Request(target, { method, headers, body: payload }),
    );
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async csrf(): Promise<string> {
    return (await (await this.request('GET', '/api/auth/csrf')).json()).csrfToken;
  }

  async session() {
    return (await this.request('GET', '/api/auth/session')).json();
  }
}

export async function newUser(name = 'Erika Muster'): Promise<string> {
  const email = `erika-${randomUUID().slice(0, 8)}@beispiel.de`;
  created.push(email);
  await createAccount(handle.db, { email, passwordHash: await hashPassword(PASSWORD), name, regionId: 'franken' });
  return email;
}

export async function requestLink(browser: Browser, email: string, callbackUrl = '/jobs') {
  const csrfToken = await browser.csrf();
  return browser.request('POST', '/api/auth/signin/email', { email, csrfToken, callbackUrl, json: 'true' });
}

/** Signs in with the password form as a browser does (CSRF token first), answering as JSON. */
export async function postPassword(browser: Browser, email: string): Promise<Response> {
  const csrfToken = await browser.csrf();
  return browser.request('POST', '/api/auth/callback/password', {
    email,
    password: PASSWORD,
    csrfToken,
    callbackUrl: '/',
    json: 'true',
  });
}

export async function lastMailTo(email: string) {
  const [mail] = (await listMailbox(mailboxDir, { regionId: 'franken' })).filter((m) => m.to === email);
  return mail;
}

export function confirmLink(text: string): URL {
  const match = /http:\/\/\S+\/user\/login\/confirm\?\S+/.exec(text);
  if (!match) throw new Error(`no confirm link in:\n${text}`);
  return new URL(match[0]);
}

/** Follows redirects inside /api/auth (next-auth's own error route) to the page the browser ends on. */
export async function follow(browser: Browser, response: Response): Promise<string> {
  let location = response.headers.get('location')!;
  while (new URL(location, ORIGIN).pathname.startsWith('/api/auth/')) {
    const next = new URL(location, ORIGIN);
    location = new URL(
      (await browser.request('GET', next.pathname + next.search)).headers.get('location')!,
      ORIGIN,
    ).toString();
  }
  return new URL(location, ORIGIN).toString();
}

export async function tokenRows(email: string) {
  return handle.db.select().from(verificationTokens).where(eq(verificationTokens.identifier, email));
}

/**
 * Opens a database and a mailbox for the calling test file and builds the handlers under test, their environment
 * with `extraEnv()` (called in this beforeAll, after the file's earlier hooks); removes what the tests created afterwards.
 */
export function useAuthHarness(extraEnv: () => Record<string, string> = () => ({})): void {
  beforeAll(async () => {
    handle = await openTestDb();
    mailboxDir = mkdtempSync(path.join(tmpdir(), 'mailbox-'));
    const mailer = createMailer({ MAILBOX_DIR: mailboxDir });
    const env = {
      AUTH_PROVIDERS: 'email,password',
      TRUSTED_PROXY_HOPS: '1',
      SITE_ORIGIN_PATTERN: 'http://{id}.localhost:3999',
      ...extraEnv(),
    };
    const deps = { getDb: async () => handle.db, getMailer: () => mailer, env };
    handleAuth = createAuthHandler(deps);
    handleRegister = createRegisterHandler(deps);
  });

  afterAll(async () => {
    const addresses = created.length ? created : ['-'];
    await handle.db.delete(users).where(inArray(users.email, addresses));
    await handle.db.delete(registrationRequests).where(inArray(registrationRequests.email, addresses));
    await handle.db.delete(verificationTokens).where(inArray(verificationTokens.identifier, addresses));
    await handle.close();
    rmSync(mailboxDir, { recursive: true, force: true });
  });
}
