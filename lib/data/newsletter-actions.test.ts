// The newsletter's server actions with the real database and a real SMTP server: zod's German messages beside
// the field with what was typed kept, the same answer for a subscribed address, the captcha where the site has
// it on, and the refusal where the newsletter is off.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROXY_REGION_HEADER } from '@/lib/contract';
import { newsletterSubscriptions } from '@/server/db/schema';
import { useGraphQLFixtures } from '@/server/graphql/testing';
import { startTestSmtpServer, type TestSmtpServer } from '@/server/mail/testing';
import messages from '@/messages/de.json';
import { subscribeNewsletterAction, type NewsletterFormState } from '@/lib/actions/newsletter-actions';

const request = vi.hoisted(() => ({ headers: new Headers(), captchaOn: false }));
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ getAll: () => [] }),
}));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  redirect: (location: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { location });
  },
}));
// The captcha's own rules are tested in server/captcha; here only that the form asks it.
vi.mock('@/lib/data/captcha', () => ({
  anonymousCaptchaRefused: async (_region: unknown, fields: { captcha: string }) =>
    request.captchaOn && !fields.captcha,
}));

const state = useGraphQLFixtures();
let smtp: TestSmtpServer;
const IDLE: NewsletterFormState = { status: 'idle', email: '', errors: {} };
const e = messages.newsletter.errors;

const on = (site: string) =>
  (request.headers = new Headers({
    host: `${site}.localhost`,
    [PROXY_REGION_HEADER]: site,
    'x-forwarded-for': '198.51.100.7',
  }));

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  process.env.SMTP_URL = smtp.url;
  // getMailer() keeps the first mailer of the process: the next one is made with this server's address.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('regional-jobboard.mailer')];
});

afterAll(async () => {
  await state.db.delete(newsletterSubscriptions).where(like(newsletterSubscriptions.email, '%-aktion@beispiel.de'));
  await smtp.close();
});

beforeEach(() => {
  request.captchaOn = false;
  on('ludwigsburg');
});

describe('subscribeNewsletterAction', () => {
  it.each([
    ['no address', ''],
    ['no @', 'leser-aktion.beispiel.de'],
    ['too long', `${'a'.repeat(250)}@b.de`],
  ])('%s: the German message beside the field, with what was typed', async (_case, email) => {
    expect(await subscribeNewsletterAction(IDLE, form({ email, source: 'footer' }))).toEqual({
      status: 'error',
      email: email.slice(0, 254),
      errors: { email: e.email },
    });
  });

  it('answers a new and a subscribed address alike', async () => {
    const sent = await subscribeNewsletterAction(IDLE, form({ email: 'neu-aktion@beispiel.de', source: 'page' }));
    expect(sent).toEqual({ status: 'sent', email: 'neu-aktion@beispiel.de', errors: {} });
    await state.db
      .update(newsletterSubscriptions)
      .set({ confirmedAt: new Date(), confirmTokenHash: null })
      .where(eq(newsletterSubscriptions.email, 'neu-aktion@beispiel.de'));
    const again = await subscribeNewsletterAction(IDLE, form({ email: 'neu-aktion@beispiel.de', source: 'page' }));
    expect(again).toEqual(sent);
  });

  it('keeps what was typed when the captcha did not pass', async () => {
    request.captchaOn = true;
    expect(await subscribeNewsletterAction(IDLE, form({ email: 'robot-aktion@beispiel.de' }))).toEqual({
      status: 'error',
      email: 'robot-aktion@beispiel.de',
      errors: { form: messages.captcha.refused },
    });
  });

  it('is refused where the site has no newsletter', async () => {
    on('franken');
    await expect(subscribeNewsletterAction(IDLE, form({ email: 'aus-aktion@beispiel.de' }))).rejects.toThrow(
      'NEXT_NOT_FOUND',
    );
  });
});
