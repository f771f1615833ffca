import { describe, expect, it, vi } from 'vitest';
import type { ConsentRecord } from '@/lib/contract';
import { TEST_ANALYTICS_CONFIG } from './client-config-testing';
import { createDispatcher } from './dispatch';

const CONFIG = TEST_ANALYTICS_CONFIG;
const record = (statistics: boolean, marketing: boolean): ConsentRecord => ({
  id: 'k3J9x0Qm2ZpL7vT1wB5nYc',
  cmp: 'oASuI7ZQTg70',
  version: 1,
  at: new Date().toISOString(),
  statistics,
  marketing,
});

function setUp(consent: ConsentRecord, config = CONFIG) {
  const posts: Array<[string, unknown]> = [];
  const events: Array<[string, Record<string, string>]> = [];
  const store = new Map<string, string>();
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  } as Storage;
  const dispatch = createDispatcher({
    config,
    record: () => consent,
    gtag: () => ({ ready: () => true, event: (name, params) => void events.push([name, params]), update: vi.fn() }),
    clientId: () => 'u7Qx2mZk9rT4vB1nW8yL3c',
    context: async () => ({ route: '/job/42', user_role: 'applicant', entity_id: '42', entity_title: 'Koch' }),
    storage,
    post: (url, body) => void posts.push([url, body]),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { dispatch, posts, events, settle };
}

describe('where an event goes', () => {
  it('with statistics: to the tag and, with the server-side flag, to /api/gmapi with the proof', async () => {
    const consent = record(true, false);
    const { dispatch, posts, events, settle } = setUp(consent);
    dispatch('job_apply_complete', { request_status: 'submitted' });
    await settle();
    const params = {
      route: '/job/42',
      user_role: 'applicant',
      entity_id: '42',
      entity_title: 'Koch',
      request_status: 'submitted',
    };
    expect(events).toEqual([['job_apply_complete', params]]);
    expect(posts).toEqual([
      ['/api/gmapi', { event: 'job_apply_complete', params, clientId: 'u7Qx2mZk9rT4vB1nW8yL3c', consent }],
    ]);
  });

  it('with marketing: a conversion call for an event the conversion flag names, and no other', async () => {
    const consent = record(false, true);
    const { dispatch, posts, events, settle } = setUp(consent);
    dispatch('job_apply_complete', {});
    dispatch('job_visit', {});
    await settle();
    expect(events).toEqual([]);
    expect(posts).toEqual([
      [
        '/api/conversionapi',
        {
          event_name: 'job_apply_complete',
          custom_data: { route: '/job/42', user_role: 'applicant', entity_id: '42', entity_title: 'Koch' },
          consent,
        },
      ],
    ]);
  });

  it('with nothing granted: nowhere', async () => {
    const { dispatch, posts, events, settle } = setUp(record(false, false));
    dispatch('job_apply_complete', {});
    await settle();
    expect([...posts, ...events]).toEqual([]);
  });

  it('without the server-side flag: only to the tag', async () => {
    const { dispatch, posts, events, settle } = setUp(record(true, true), {
      ...CONFIG,
      serverSideEvents: false,
      conversionEvents: [],
    });
    dispatch('job_search', { search_query: 'Pflege' });
    await settle();
    expect(events).toHaveLength(1);
    expect(posts).toEqual([]);
  });

  it('sends a sign-up start once per browser (docs/product.md §4), and only the §3 dimensions', async () => {
    const { dispatch, events, settle } = setUp(record(true, false));
    dispatch('signup_start', { signup_method: 'email', ...({ email: 'max@example.org' } as object) });
    dispatch('signup_start', { signup_method: 'email' });
    await settle();
    expect(events).toHaveLength(1);
    expect(events[0][1]).not.toHaveProperty('email');
    expect(events[0][1]).toMatchObject({ signup_method: 'email' });
  });
});
