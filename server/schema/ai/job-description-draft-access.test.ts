// The test helpers go first: they point getDb() at a test database before anything opens it.
import { jsonRequest, REGION, signToken } from '../../graphql/testing';
import { describe, expect, it } from 'vitest';
import { POST } from '../../../app/graphql/route';
import { AI_DRAFT_RATE_LIMIT } from '../../ai/draft-rate-limit';
import { hitRateLimit } from '../../auth/rate-limit';
import { buildContext } from '../../graphql/context';
import { getStorage } from '../../storage/process-storage';
import { useResolverFixtures } from '../resolver-testing';
import { chunksOf, DRAFT, draftAs, draftRequest, INPUT, useChatTestServer } from './draft-testing';
import { aiSubscriptions } from './resolvers';

/**
 * Who may ask for a draft (docs/product.md §6, §1 flag, rate limit), and what the endpoint refuses before anything
 * runs.
 */
const t = useResolverFixtures();
const chat = useChatTestServer();

describe('Subscription.jobDescriptionDraft over HTTP (docs/product.md §7)', () => {
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

describe('Subscription.jobDescriptionDraft refuses hostile input before anything runs', () => {
  it.each([
    ['a title of 100,000 characters', { title: 'ä'.repeat(100_000) }, 'input.title'],
    ['a null character', { title: 'Koch\u0000' }, 'input.title'],
    [
      'a thousand work places',
      { title: 'Koch', locations: Array.from({ length: 1000 }, () => ({ label: 'A', lat: 1, lon: 1 })) },
      'input.locations',
    ],
    ['a thousand skills', { title: 'Koch', skills: Array.from({ length: 1000 }, (_, i) => i + 1) }, 'input.skills'],
    ['a negative salary', { title: 'Koch', salary: { min: -1 } }, 'input.salary.min'],
    [
      'a date that is none',
      { title: 'Koch', availabilityPeriod: { start: '2027-13-45' } },
      'input.availabilityPeriod.start',
    ],
    [
      'a script as the application link',
      { title: 'Koch', applicationLink: 'javascript:alert(1)' },
      'input.applicationLink',
    ],
    ['an organization id that is none', { title: 'Koch', organizationId: "1' OR 1=1" }, 'input.organizationId'],
  ])('%s', async (_name, input, field) => {
    const { results } = await draftAs(t.fx.recruiter, { input });
    expect(results).toHaveLength(1);
    const [error] = results[0].errors ?? [];
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.field).toBe(field);
    expect(chat.server.requests).toHaveLength(0);
  });
});

describe('Subscription.jobDescriptionDraft: who may ask (docs/product.md §6)', () => {
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
    for (const title of [' ', undefined]) {
      const untitled = await draftAs(t.fx.recruiter, { input: { ...INPUT, title } });
      expect(untitled.results[0].errors?.[0]).toMatchObject({
        message: 'Ungültige Eingabe bei „input.title“: Bitte geben Sie zuerst einen Stellentitel an.',
        extensions: { code: 'BAD_USER_INPUT', field: 'input.title' },
      });
    }
  });

  it('refuses every draft where the site turned the AI description off (docs/product.md §1 flag)', async () => {
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
