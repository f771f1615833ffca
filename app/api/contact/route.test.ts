// The contact form's endpoint through its real route handler, database and local-disk storage: where the
// browser goes after sending (signed in or not) and after errors, cross-site posts, the per-client limit and
// a body over the docs/product.md §5 size that still keeps what was typed.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REGION, signToken, useGraphQLFixtures } from '@/server/graphql/testing';
import { contactDrafts, contactMessages, files } from '@/server/db/schema';
import { PDF_HEAD, streamedForm } from '@/server/applications/multipart-testing';
import { CONTACT_FORM_FIELDS } from '@/server/contact/contact-form-fields';
import { CONTACT_RATE_LIMITS } from '@/server/contact/contact-rate-limits';
import { issueFormToken } from '@/server/contact/form-token';
import messages from '@/messages/de.json';
import { POST } from './route';

// Nothing is mailed here: the outbox finds no server and keeps the messages for a later run.
process.env.SMTP_URL = 'smtp://127.0.0.1:1';
process.env.TRUSTED_PROXY_HOPS = '1';

const state = useGraphQLFixtures();
const MB = 1024 * 1024;
let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

function fields(email: string): Record<string, string> {
  return {
    [CONTACT_FORM_FIELDS.token]: issueFormToken(REGION, Date.now() - 5_000),
    name: 'Paula Personal',
    email,
    subject: 'Preise',
    message: 'Was kostet ein Paket?',
  };
}

function post(
  body: FormData | ReadableStream<Uint8Array>,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  return POST(
    new Request('http://franken.localhost/api/contact', {
      method: 'POST',
      body,
      headers: { 'x-jobboard-region': REGION, 'x-forwarded-for': options.ip ?? freshIp(), ...options.headers },
      duplex: 'half',
    } as RequestInit),
  );
}

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
};

describe('POST /api/contact', () => {
  it('sends an anonymous sender to the front page with the confirmation', async () => {
    const response = await post(formOf(fields('route-anonym@beispiel.de')));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/?kontakt=gesendet#kontakt-gesendet');
    const rows = await state.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'route-anonym@beispiel.de'));
    expect(rows).toHaveLength(1);
  });

  it('sends a signed-in sender to the dashboard with the confirmation, the message linked to the account', async () => {
    const { applicant } = state.fx;
    const token = await signToken(applicant.id);
    const response = await post(formOf(fields(applicant.email)), {
      headers: { cookie: `next-auth.session-token=${token}` },
    });
    expect(response.headers.get('location')).toBe('/dashboard?kontakt=gesendet#kontakt-gesendet');
    const [row] = await state.db.select().from(contactMessages).where(eq(contactMessages.email, applicant.email));
    expect(row.userId).toBe(applicant.id);
  });

  it("sends a form with errors back to the site's contact page with a draft bound by a cookie", async () => {
    const response = await post(formOf({ ...fields('route-fehler@beispiel.de'), subject: '' }));
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^\/kontakt-joblocal\?entwurf=[0-9a-f-]{36}#kontakt-fehler$/);
    expect(response.headers.get('set-cookie')).toMatch(
      /^kontakt-entwurf=[\w-]+; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax$/,
    );
    const draftId = /entwurf=([0-9a-f-]+)/.exec(location)![1];
    const [draft] = await state.db.select().from(contactDrafts).where(eq(contactDrafts.id, draftId));
    expect(draft.errors).toEqual({ subject: messages.contact.du.errors.subject });
    expect(draft.fields.message).toBe('Was kostet ein Paket?');
  });

  it('refuses a post from another site and a body that is no form', async () => {
    const cross = await post(formOf(fields('route-fremd@beispiel.de')), {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    expect(await cross.json()).toEqual({ ok: false, error: messages.contact.errors.wrongRequest });
    const json = await POST(
      new Request('http://franken.localhost/api/contact', {
        method: 'POST',
        body: '{}',
        headers: { 'x-jobboard-region': REGION, 'content-type': 'application/json' },
      }),
    );
    expect(json.status).toBe(415);
  });

  it(`takes ${CONTACT_RATE_LIMITS.perIp.limit} forms an hour from one client, then keeps the next one as a draft`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_RATE_LIMITS.perIp.limit; i++)
      await post(formOf({ ...fields(`route-ip-${i}@beispiel.de`), subject: '' }), { ip });
    const response = await post(formOf(fields('route-ip-last@beispiel.de')), { ip });
    const draftId = /entwurf=([0-9a-f-]+)/.exec(response.headers.get('location')!)![1];
    const [draft] = await state.db.select().from(contactDrafts).where(eq(contactDrafts.id, draftId));
    expect(draft.errors).toEqual({ form: messages.contact.du.errors.rateLimitedIp });
    expect(draft.fields.email).toBe('route-ip-last@beispiel.de');
  });

  it('stops reading a body over 50 MB of files and keeps what was typed, storing nothing', async () => {
    const parts = [
      ...Object.entries(fields('route-gross@beispiel.de')).map(([name, value]) => ({ name, value })),
      { name: 'attachments', filename: 'Riesig-Kontakt.pdf', head: PDF_HEAD, size: 55 * MB },
    ];
    const form = streamedForm(parts);
    const response = await post(form.body, { headers: { 'content-type': form.contentType } });
    const draftId = /entwurf=([0-9a-f-]+)/.exec(response.headers.get('location')!)![1];
    const [draft] = await state.db.select().from(contactDrafts).where(eq(contactDrafts.id, draftId));
    expect(draft.errors.attachments).toContain('zu groß');
    expect(draft.fields.subject).toBe('Preise');
    expect(await state.db.select().from(files).where(eq(files.originalName, 'Riesig-Kontakt.pdf'))).toEqual([]);
  }, 60_000);
});
