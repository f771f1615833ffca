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

  // docs/product.md §7, word for word: entity_id stays for job_visit, job_edit, job_bookmark, job_search,
  // view_original_ad_btn_click, job_apply_start, job_apply_complete, job_alert_prompt and orgprofile_visit.
  it.each([
    ['job_visit', true],
    ['job_search', true],
    ['job_apply_start', true],
    ['job_apply_complete', true],
    ['job_alert_prompt', true],
    ['orgprofile_visit', true],
    ['view_original_ad_btn_click', true],
    ['job_bookmark', true],
    ['job_edit', true],
    ['signup_start', false],
  ] as const)('%s is named ss_%s; entity_id kept: %s', (event, keepsEntity) => {
    const copy = serverSideEvent(event, { entity_id: '42', entity_title: 'Koch', user_role: 'applicant' }, 'ulm');
    expect(copy).toEqual({
      name: `ss_${event}`,
      params: {
        ...(keepsEntity ? { entity_id: '42' } : {}),
        entity_title: 'Koch',
        value: 1,
        server: 1,
        frontend: 'ulm',
      },
    });
  });

  it('covers every event of the catalogue', () => {
    expect([...ENTITY_ID_EVENTS, 'signup_start'].sort()).toEqual([...ANALYTICS_EVENTS].sort());
  });

  it('does not let a parameter overwrite value, server or the frontend', () => {
    const copy = serverSideEvent('job_visit', { value: 99, server: 0, frontend: 'other' }, 'ulm');
    expect(copy.params).toEqual({ value: 1, server: 1, frontend: 'ulm' });
  });
});
