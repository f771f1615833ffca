// The test helpers go first: they point getDb() at a test database before anything opens it.
import { signToken } from '../../graphql/testing';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST } from '../../../app/graphql/route';
import { organizations, taxonomyTerms } from '../../db/schema';
import { useResolverFixtures } from '../resolver-testing';
import { chunksOf, draftAs, draftRequest, INPUT, sseEvents, useChatTestServer } from './draft-testing';

const t = useResolverFixtures();
const chat = useChatTestServer();

describe('Subscription.jobDescriptionDraft with a model server (docs/product.md §9)', () => {
  it('asks the model with temperature 0.5, 1500 tokens, the model and every field, and streams its parts in order', async () => {
    process.env.AI_DRAFT_URL = chat.server.url;
    process.env.AI_DRAFT_MODEL = 'llama3.1:8b';
    process.env.AI_DRAFT_KEY = 'sk-test';
    chat.server.reply = {
      kind: 'stream',
      delayMs: 20,
      parts: [
        '```html\n<h2>Über',
        ' uns</h2>',
        '<p>Die Bäckerei <b>Huber</b>',
        '</p><script>alert(1)</script>',
        '<h2>Ihre Aufgaben</h2><ul><li>Verkauf</li>',
        '</ul>```',
      ],
    };
    const { results, completed } = await draftAs(t.fx.recruiter);

    expect(completed).toBe(true);
    expect(chunksOf(results)).toEqual([
      { text: '<h2>Über uns</h2>', source: 'ai', done: false },
      { text: '<p>Die Bäckerei <b>Huber</b></p>', source: 'ai', done: false },
      { text: '<h2>Ihre Aufgaben</h2>', source: 'ai', done: false },
      { text: '<ul><li>Verkauf</li></ul>', source: 'ai', done: false },
      { text: '', source: 'ai', done: true },
    ]);
    const [request] = chat.server.requests;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({ model: 'llama3.1:8b', stream: true, temperature: 0.5, max_tokens: 1500 });
    const [system, user] = request.body.messages!;
    expect(system.content).toContain('Über uns, Ihre Aufgaben, Ihr Profil, Wir bieten, Kontakt');
    for (const fact of [
      'Stellentitel: Bäckereifachverkäufer (m/w/d)',
      'Arbeitgeber: Bäckerei Huber',
      'Arbeitsort: Rosenheim; Kolbermoor',
      'Gehalt: 2.800–3.200 EUR pro Monat',
      'Kenntnisse: Freundlichkeit, Kassenerfahrung',
      'Berufserfahrung: mindestens 2 Jahre',
      'Bewerbung: per E-Mail an jobs@baeckerei-huber.example',
    ]) {
      expect(user.content).toContain(fact);
    }
  });

  it("puts term labels and the organization's benefits into the prompt", async () => {
    // tids are unique across vocabularies; random high ones keep parallel test files apart.
    const base = 910_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
    await t.db.insert(taxonomyTerms).values([
      { vocabulary: 'employment_type', tid: base + 1, label: `Vollzeit ${t.tag}` },
      { vocabulary: 'skill', tid: base + 2, label: `Teigführung ${t.tag}` },
      { vocabulary: 'benefit', tid: base + 3, label: `Jobrad ${t.tag}` },
    ]);
    t.cleanups.push(() => t.db.delete(taxonomyTerms).where(inArray(taxonomyTerms.tid, [base + 1, base + 2, base + 3])));
    const own = t.fx.ownOrganization[t.fx.recruiter.id];
    await t.db
      .update(organizations)
      .set({ benefits: [base + 3] })
      .where(eq(organizations.id, own));
    process.env.AI_DRAFT_URL = chat.server.url;
    chat.server.reply = { kind: 'stream', parts: ['<p>x</p>'] };
    const input = { title: 'Bäcker', organizationId: own, employmentTypes: [base + 1], skills: [base + 2] };
    await draftAs(t.fx.recruiter, { input });
    const prompt = chat.server.requests[0].body.messages![1].content;
    expect(prompt).toContain(`Arbeitgeber: recruiter GmbH`);
    expect(prompt).toContain(`Anstellungsart: Vollzeit ${t.tag}`);
    expect(prompt).toContain(`Kenntnisse: Teigführung ${t.tag}`);
    expect(prompt).toContain(`Leistungen des Arbeitgebers: Jobrad ${t.tag}`);
  });

  it('writes the prompt in English or French when asked', async () => {
    process.env.AI_DRAFT_URL = chat.server.url;
    chat.server.reply = { kind: 'stream', parts: ['<p>x</p>'] };
    await draftAs(t.fx.recruiter, { input: INPUT, language: 'fr' });
    await draftAs(t.fx.recruiter, { input: INPUT, language: 'en' });
    const [fr, en] = chat.server.requests.map((r) => r.body.messages!);
    expect(fr[0].content).toContain('À propos de nous, Vos missions, Votre profil, Ce que nous offrons, Contact');
    expect(fr[1].content).toContain('Salaire: 2 800–3 200 EUR par mois');
    expect(en[0].content).toContain('About us, Your tasks, Your profile, What we offer, Contact');
    expect(en[1].content).toContain('Salary: 2,800–3,200 EUR per month');
  });

  it('stops the model request when the client stops reading', async () => {
    process.env.AI_DRAFT_URL = chat.server.url;
    chat.server.reply = { kind: 'stall', parts: ['<h2>Über uns</h2>'] };
    const response = await POST(draftRequest({ input: INPUT }, { token: await signToken(t.fx.recruiter.id) }));
    const events = sseEvents(response.body!);
    const first = await events.next();
    expect(JSON.parse(first.value!.data).data.jobDescriptionDraft.text).toBe('<h2>Über uns</h2>');
    await events.return(undefined);
    await expect.poll(() => chat.server.requests[0]?.aborted, { timeout: 5000 }).toBe(true);
  });

  it('ends with a German error after the timeout, and cancels the model request', async () => {
    process.env.AI_DRAFT_URL = chat.server.url;
    process.env.AI_DRAFT_TIMEOUT_MS = '300';
    chat.server.reply = { kind: 'stall', parts: ['<h2>Über uns</h2>'] };
    const { results, completed } = await draftAs(t.fx.recruiter);
    expect(completed).toBe(true);
    expect(results[0].data?.jobDescriptionDraft).toMatchObject({ text: '<h2>Über uns</h2>' });
    expect(results.at(-1)?.errors?.[0]).toMatchObject({
      message: expect.stringContaining('hat zu lange gedauert'),
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    await expect.poll(() => chat.server.requests[0]?.aborted, { timeout: 5000 }).toBe(true);
  });

  it.each([
    ['an error status', { kind: 'status', status: 500 } as const],
    ['a stream without [DONE]', { kind: 'stream', parts: ['<p>halb'], done: false } as const],
  ])('answers %s of the model server with a German error', async (_name, reply) => {
    process.env.AI_DRAFT_URL = chat.server.url;
    chat.server.reply = reply;
    const { results } = await draftAs(t.fx.recruiter);
    expect(results.at(-1)?.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Der KI-Dienst ist gerade nicht erreichbar'),
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  });
});

describe('Subscription.jobDescriptionDraft without a model server', () => {
  it('streams the built-in draft from every given field, labelled builtin', async () => {
    const { results, completed } = await draftAs(t.fx.job_editor);
    const chunks = chunksOf(results);
    expect(completed).toBe(true);
    expect(chunks.every((c) => c.source === 'builtin')).toBe(true);
    expect(chunks.at(-1)).toEqual({ text: '', source: 'builtin', done: true });
    const html = chunks.map((c) => c.text).join('');
    for (const part of [
      '<h2>Über uns</h2>',
      '<h2>Ihre Aufgaben</h2>',
      '<h2>Ihr Profil</h2>',
      '<h2>Wir bieten</h2>',
      '<h2>Kontakt</h2>',
      'Bäckerei Huber sucht Verstärkung als Bäckereifachverkäufer (m/w/d).',
      'Rosenheim; Kolbermoor',
      '2.800–3.200 EUR pro Monat',
      'Freundlichkeit, Kassenerfahrung',
      'jobs@baeckerei-huber.example',
    ]) {
      expect(html).toContain(part);
    }
    expect(chat.server.requests).toHaveLength(0);
  });
});
