// @module-tag postgres
// The contact form's domain on a real database: what is stored, what comes back as a draft, and the spam
// defences (honeypot, time trap, limits per client and per address).
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { REGION, useGraphQLFixtures } from '../graphql/testing';
import { contactDrafts, contactMessageAttachments, contactMessages, files } from '../db/schema';
import { getStorage } from '../storage/process-storage';
import { receiveApplicationForm } from '../applications/receive-application-form';
import { CONTACT_FORM_FIELDS, contactFormVariant } from './contact-form-fields';
import { contactTexts } from './contact-texts';
import { contactDraftCookieHeader, loadContactDraft } from './contact-drafts';
import { CONTACT_RATE_LIMITS } from './contact-rate-limits';
import { issueFormToken } from './form-token';
import { submitContact } from './submit-contact';
import messages from '../../messages/de.json';

const state = useGraphQLFixtures();
// An anonymous sender reads "du" (contact-texts.ts).
const t = contactTexts('seeker').errors;
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const SAMPLE = { name: 'Paula Personal', subject: 'Preise', message: 'Was kostet ein Paket?', copy: '1' };
const created: string[] = [];

afterEach(async () => {
  await state.db.delete(contactMessages).where(inArray(contactMessages.email, created));
});

function contactRequest(fields: Record<string, string>, attachments: Array<{ name: string; bytes: Uint8Array }> = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const a of attachments) form.append('attachments', new File([new Uint8Array(a.bytes)], a.name));
  return new Request('http://franken.localhost/api/contact', { method: 'POST', body: form });
}

/** An address of its own per test: the per-address allowance is not shared. */
function sender(label: string): string {
  const email = `${label}-${Math.random().toString(36).slice(2, 8)}@beispiel.de`;
  created.push(email);
  return email;
}

async function send(
  fields: Record<string, string>,
  options: {
    files?: Array<{ name: string; bytes: Uint8Array }>;
    renderedMsAgo?: number;
    proof?: string;
    clientAllowed?: boolean;
    captchaPassed?: boolean;
  } = {},
) {
  const token = issueFormToken(REGION, Date.now() - (options.renderedMsAgo ?? 5_000));
  const form = await receiveApplicationForm(
    contactRequest({ [CONTACT_FORM_FIELDS.token]: token, ...fields }, options.files),
    {
      db: state.db,
      storage: getStorage(),
      regionId: REGION,
      ownerId: null,
      variant: contactFormVariant('seeker'),
    },
  );
  return submitContact(state.db, getStorage(), {
    regionId: REGION,
    senderId: null,
    audience: 'seeker',
    form,
    clientAllowed: options.clientAllowed ?? true,
    captchaPassed: options.captchaPassed,
    draftProof: options.proof,
  });
}

const proofOf = (draftId: string) => /=([^;]+)/.exec(contactDraftCookieHeader(draftId, { secure: false }))![1];

describe('submitContact', () => {
  it('stores a valid message with its PDF for the outbox, the file kept for good', async () => {
    const email = sender('valid');
    const outcome = await send({ ...SAMPLE, email }, { files: [{ name: 'Profil.pdf', bytes: PDF }] });
    expect(outcome.kind).toBe('stored');
    if (outcome.kind !== 'stored') return;
    const [row] = await state.db.select().from(contactMessages).where(eq(contactMessages.id, outcome.messageId));
    expect(row).toMatchObject({
      regionId: REGION,
      name: 'Paula Personal',
      email,
      subject: 'Preise',
      sendCopy: true,
      sendStatus: 'pending',
    });
    const attached = await state.db
      .select({ name: files.originalName, purpose: files.purpose, permanentAt: files.permanentAt })
      .from(contactMessageAttachments)
      .innerJoin(files, eq(files.id, contactMessageAttachments.fileId))
      .where(eq(contactMessageAttachments.messageId, outcome.messageId));
    expect(attached).toEqual([{ name: 'Profil.pdf', purpose: 'contact_attachment', permanentAt: expect.any(Date) }]);
  });

  it('refuses a form sent within 3 s, keeps what was typed and the file, and sends it once the draft comes back', async () => {
    const email = sender('fast');
    const first = await send({ ...SAMPLE, email }, { files: [{ name: 'Profil.pdf', bytes: PDF }], renderedMsAgo: 500 });
    expect(first).toMatchObject({
      kind: 'invalid',
      errors: { form: t.tooFast },
      fields: { email, subject: 'Preise', copy: true },
    });
    if (first.kind !== 'invalid') return;
    const draft = await loadContactDraft(state.db, REGION, first.draftId, proofOf(first.draftId));
    expect(draft?.files.map((f) => f.name)).toEqual(['Profil.pdf']);

    const second = await send(
      { ...SAMPLE, email, [CONTACT_FORM_FIELDS.draft]: first.draftId },
      { proof: proofOf(first.draftId) },
    );
    expect(second.kind).toBe('stored');
    if (second.kind !== 'stored') return;
    const attached = await state.db
      .select()
      .from(contactMessageAttachments)
      .where(eq(contactMessageAttachments.messageId, second.messageId));
    expect(attached).toHaveLength(1);
    expect(await state.db.select().from(contactDrafts).where(eq(contactDrafts.id, first.draftId))).toEqual([]);
  });

  it('shows a draft only to the browser that holds its cookie', async () => {
    const outcome = await send({ ...SAMPLE, email: 'kaputt' });
    expect(outcome).toMatchObject({ kind: 'invalid', errors: { email: t.email } });
    if (outcome.kind !== 'invalid') return;
    expect(await loadContactDraft(state.db, REGION, outcome.draftId, undefined)).toBeNull();
    expect(await loadContactDraft(state.db, REGION, outcome.draftId, proofOf(crypto.randomUUID()))).toBeNull();
    expect(await loadContactDraft(state.db, 'rosenheim', outcome.draftId, proofOf(outcome.draftId))).toBeNull();
    expect((await loadContactDraft(state.db, REGION, outcome.draftId, proofOf(outcome.draftId)))?.fields.email).toBe(
      'kaputt',
    );
  });

  it('answers a filled honeypot like a sent message but stores and keeps nothing', async () => {
    const email = sender('bot');
    const outcome = await send(
      { ...SAMPLE, email, [CONTACT_FORM_FIELDS.honeypot]: 'https://spam.example' },
      { files: [{ name: 'Spam.pdf', bytes: PDF }] },
    );
    expect(outcome).toEqual({ kind: 'ignored' });
    expect(await state.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toEqual([]);
    expect(await state.db.select().from(files).where(eq(files.originalName, 'Spam.pdf'))).toEqual([]);
  });

  it('takes PDF and images only, checked by content, with the "Sie" message next to the files', async () => {
    const outcome = await send(
      { ...SAMPLE, email: sender('files') },
      {
        files: [
          { name: 'Angebot.docx', bytes: PDF },
          { name: 'Foto.png', bytes: PDF },
        ],
      },
    );
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind !== 'invalid') return;
    expect(outcome.errors.attachments).toBe(
      [
        'Die Datei „Angebot.docx“ hat keine erlaubte Endung: PDF, JPG, JPEG, PNG oder WebP.',
        'Die Datei „Foto.png“ ist keine echte PNG-Datei, sondern eine PDF-Datei.',
      ].join(' '),
    );
  });

  it('refuses a client over its allowance and keeps what was typed', async () => {
    const email = sender('client');
    const outcome = await send({ ...SAMPLE, email }, { clientAllowed: false });
    expect(outcome).toMatchObject({ kind: 'invalid', errors: { form: t.rateLimitedIp }, fields: { email } });
  });

  it('refuses a form whose captcha did not pass (CAPTCHA on) and keeps what was typed', async () => {
    const email = sender('captcha');
    const outcome = await send({ ...SAMPLE, email }, { captchaPassed: false });
    expect(outcome).toMatchObject({ kind: 'invalid', errors: { form: messages.captcha.refused }, fields: { email } });
  });

  it(`sends at most ${CONTACT_RATE_LIMITS.perAddress.limit} messages an hour from one address`, async () => {
    const email = sender('address');
    for (let i = 0; i < CONTACT_RATE_LIMITS.perAddress.limit; i++)
      expect((await send({ ...SAMPLE, email })).kind).toBe('stored');
    expect(await send({ ...SAMPLE, email })).toMatchObject({
      kind: 'invalid',
      errors: { email: t.rateLimitedAddress },
    });
  });
});
