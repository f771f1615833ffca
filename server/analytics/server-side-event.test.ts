import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS, ENTITY_ID_EVENTS } from './events';
import { serverSideEvent, withoutPrivateNames } from './server-side-event';

// docs/product.md §7: ss_ prefix; names with user, session, owner or referrer removed; entity_id only for the
// listed events; plus value, server=1 and the frontend.
describe('the server-side copy of an event', () => {
  it.each([
    ['user_role', false],
    ['entity_owner', false],
    ['session_id', false],
    ['page_referrer', false],
    ['USER_AGENT', false],
    ['owner', false],
    ['entity_title', true],
    ['search_query', true],
    ['regions', true],
  ])('%s is kept: %s', (name, kept) => {
    expect(name in withoutPrivateNames({ [name]: 'x' })).toBe(kept);
  });

  it.each(ANALYTICS_EVENTS)('%s is named ss_%s and keeps entity_id as §7 lists it', (event) => {
    const copy = serverSideEvent(event, { entity_id: '42', entity_title: 'Koch', user_role: 'applicant' }, 'ulm');
    expect(copy).toEqual({
      name: `ss_${event}`,
      params: {
        ...(ENTITY_ID_EVENTS.has(event) ? { entity_id: '42' } : {}),
        entity_title: 'Koch',
        value: 1,
        server: 1,
        frontend: 'ulm',
      },
    });
  });

  it('does not let a parameter overwrite value, server or the frontend', () => {
    const copy = serverSideEvent('job_visit', { value: 99, server: 0, frontend: 'other' }, 'ulm');
    expect(copy.params).toEqual({ value: 1, server: 1, frontend: 'ulm' });
  });
});
