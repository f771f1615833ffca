// The test helpers go first: they point getDb() at a test database before anything opens it.
import { jsonRequest, REGION, type RequestOptions, signToken } from '../../graphql/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '../../../app/graphql/route';
import { startChatTestServer, type ChatTestServer } from '../../ai/chat-server-testing';
import { AI_DRAFT_RATE_LIMIT } from '../../ai/draft-rate-limit';
import { hitRateLimit } from '../../auth/rate-limit';
import { organizations, taxonomyTerms } from '../../db/schema';
import { buildContext } from '../../graphql/context';
import { getStorage } from '../../storage/storage';
import { useResolverFixtures } from '../resolver-testing';
import { aiSubscriptions } from './resolvers';
import { readSubscription, sseEvents } from './sse-testing';

const t = useResolverFixtures();
let model: ChatTestServer;

beforeAll(async () => {
  model = await startChatTestServer();
});
afterAll(() => model.close());
afterEach(() => {
  delete process.env.AI_DRAFT_URL;
  delete process.env.AI_DRAFT_MODEL;
  delete process.env.AI_DRAFT_KEY;
  delete process.env.AI_DRAFT_TIMEOUT_MS;
  model.requests.length = 0;
});

const DRAFT = `subscription Draft($input: JobPostingInput!, $language: DraftLanguage) {
  jobDescriptionDraft(input: $input, language: $language) { text source done }
}`;
const INPUT = {
  title: 'Bäckereifachverkäufer (m/w/d)',
  organizationAssignment: 'Bäckerei Huber',
  locations: [
    { label: 'Rosenheim', lat: 47.856, lon: 12.128 },
    { label: 'Kolbermoor', lat: 47.85, lon: 12.07 },
  ],
  salary: { min: 2800, max: 3200, currencyCode: 'EUR', unit: 'month' },
  skillsFree: 'Freundlichkeit, Kassenerfahrung',
  yearsOfExperience: 2,
  applicationWorkflow: 'email',
  applicationEmails: ['jobs@baeckerei-huber.example'],
};

function draftRequest(variables: Record<string, unknown>, options: RequestOptions = {}) {
  return jsonRequest(
    { query: DRAFT, variables },
    { ...options, headers: { accept: 'text/event-stream', ...options.headers } },
  );
}

async function draftAs(user: { id: string } | null, variables: Record<string, unknown> = { input: INPUT }) {
  const token = user ? await signToken(user.id) : null;
  const response = await POST(draftRequest(variables, { token }));
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  return readSubscription(response);
}

type Chunk = { text: string; source: string; done: boolean };
const chunksOf = (results: Array<{ data?: Record<string, unknown> | null }>) =>
  results.map((r) => r.data?.jobDescriptionDraft as Chunk);

describe('Subscription.jobDescriptionDraft with a model server (§9)', () => {
  it('asks the model with temperature 0.5, 1500 tokens, the model and every field, and streams its parts in order', async () => {
    process.env.AI_DRAFT_URL = model.url;
    process.env.AI_DRAFT_MODEL = 'llama3.1:8b';
    process.env.AI_DRAFT_KEY = 'sk-test';
    model.reply = {
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
    const [request] = model.requests;
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
    process.env.AI_DRAFT_URL = model.url;
    model.reply = { kind: 'stream', parts: ['<p>x</p>'] };
    const input = { title: 'Bäcker', organizationId: own, employmentTypes: [base + 1], skills: [base + 2] };
    await draftAs(t.fx.recruiter, { input });
    const prompt = model.requests[0].body.messages![1].content;
    expect(prompt).toContain(`Arbeitgeber: recruiter GmbH`);
    expect(prompt).toContain(`Anstellungsart: Vollzeit ${t.tag}`);
    expect(prompt).toContain(`Kenntnisse: Teigführung ${t.tag}`);
    expect(prompt).toContain(`Leistungen des Arbeitgebers: Jobrad ${t.tag}`);
  });

  it('writes the prompt in English or French when asked', async () => {
    process.env.AI_DRAFT_URL = model.url;
    model.reply = { kind: 'stream', parts: ['<p>x</p>'] };
    await draftAs(t.fx.recruiter, { input: INPUT, language: 'fr' });
    await draftAs(t.fx.recruiter, { input: INPUT, language: 'en' });
    const [fr, en] = model.requests.map((r) => r.body.messages!);
    expect(fr[0].content).toContain('À propos de nous, Vos missions, Votre profil, Ce que nous offrons, Contact');
    expect(fr[1].content).toContain('Salaire: 2 800–3 200 EUR par mois');
    expect(en[0].content).toContain('About us, Your tasks, Your profile, What we offer, Contact');
    expect(en[1].content).toContain('Salary: 2,800–3,200 EUR per month');
  });

  it('stops the model request when the client stops reading', async () => {
    process.env.AI_DRAFT_URL = model.url;
    model.reply = { kind: 'stall', parts: ['<h2>Über uns</h2>'] };
    const response = await POST(draftRequest({ input: INPUT }, { token: await signToken(t.fx.recruiter.id) }));
    const events = sseEvents(response.body!);
    const first = await events.next();
    expect(JSON.parse(first.value!.data).data.jobDescriptionDraft.text).toBe('<h2>Über uns</h2>');
    await events.return(undefined);
    await expect.poll(() => model.requests[0]?.aborted, { timeout: 5000 }).toBe(true);
  });

  it('ends with a German error after the timeout, and cancels the model request', async () => {
    process.env.AI_DRAFT_URL = model.url;
    process.env.AI_DRAFT_TIMEOUT_MS = '300';
    model.reply = { kind: 'stall', parts: ['<h2>Über uns</h2>'] };
    const { results, completed } = await draftAs(t.fx.recruiter);
    expect(completed).toBe(true);
    expect(results[0].data?.jobDescriptionDraft).toMatchObject({ text: '<h2>Über uns</h2>' });
    expect(results.at(-1)?.errors?.[0]).toMatchObject({
      message: expect.stringContaining('hat zu lange gedauert'),
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    await expect.poll(() => model.requests[0]?.aborted, { timeout: 5000 }).toBe(true);
  });

  it.each([
    ['an error status', { kind: 'status', status: 500 } as const],
    ['a stream without [DONE]', { kind: 'stream', parts: ['<p>halb'], done: false } as const],
  ])('answers %s of the model server with a German error', async (_name, reply) => {
    process.env.AI_DRAFT_URL = model.url;
    model.reply = reply;
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
    expect(model.requests).toHaveLength(0);
  });
});

describe('Subscription.jobDescriptionDraft over HTTP (§7)', () => {
  it('refuses a subscription inside a batch with a 400, before anything runs', async () => {
    const token = await signToken(t.fx.recruiter.id);
    const batch = [{ query: DRAFT, variables: { input: INPUT } }, { query: '{ __typename }' }];
    const response = await POST(jsonRequest(batch, { token, headers: { accept: 'text/event-stream' } }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('nicht in einem Batch');
  });

  it('answers a client that accepts only JSON with 406', async () => {
    const token = await signToken(t.fx.recruiter.id);
    const response = await POST(draftRequest({ input: INPUT }, { token, headers: { accept: 'application/json' } }));
    expect(response.status).toBe(406);
  });
});

describe('Subscription.jobDescriptionDraft: who may ask (§6)', () => {
  it.each([
    ['anonymous', null, 'UNAUTHENTICATED'],
    ['an applicant', 'applicant', 'FORBIDDEN'],
  ] as const)('refuses %s', async (_name, who, code) => {
    const { results } = await draftAs(who ? t.fx[who] : null);
    expect(results).toHaveLength(1);
    expect(results[0].errors?.[0].extensions?.code).toBe(code);
  });

  it.each(['recruiter', 'administrator', 'site_admin', 'job_editor'] as const)('lets a %s draft', async (who) => {
    const { results } = await draftAs(t.fx[who]);
    expect(chunksOf(results).at(-1)?.done).toBe(true);
  });

  it('refuses a recruiter who names another organization, and a missing title', async () => {
    const foreign = await draftAs(t.fx.recruiter, { input: { ...INPUT, organizationId: t.fx.strangerOrganization } });
    expect(foreign.results[0].errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const untitled = await draftAs(t.fx.recruiter, { input: { ...INPUT, title: ' ' } });
    expect(untitled.results[0].errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'input.title' },
    });
  });

  it('refuses every draft where the site turned the AI description off (§1 flag)', async () => {
    const context = await buildContext(
      { regionId: REGION, locale: 'de', userId: t.fx.recruiter.id },
      { getDb: async () => t.db, getStorage },
    );
    const region = { ...context.region, FEATURES: { ...context.region.FEATURES, AI_JOB_DESCRIPTION: false } };
    const subscribe = aiSubscriptions.jobDescriptionDraft as { subscribe: (...args: unknown[]) => Promise<unknown> };
    await expect(
      subscribe.subscribe({}, { input: INPUT, language: 'de' }, { ...context, region }),
    ).rejects.toMatchObject({
      message: 'Der KI-Entwurf für Stellenbeschreibungen ist auf dieser Seite abgeschaltet.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('refuses the 21st draft of a user within an hour', async () => {
    for (let i = 0; i < AI_DRAFT_RATE_LIMIT.limit; i++) await hitRateLimit(t.db, AI_DRAFT_RATE_LIMIT, t.fx.stranger.id);
    const { results } = await draftAs(t.fx.stranger);
    expect(results[0].errors?.[0]).toMatchObject({
      message: expect.stringContaining('zu viele Entwürfe'),
      extensions: { code: 'RATE_LIMITED' },
    });
  });
});
