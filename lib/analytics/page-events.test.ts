// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageDimensions, parseParams, readPageEvent, watchPageEvents } from './page-events';
import { clearAnalyticsTraces, cookieDomains, SIGNUP_START_KEY, USER_TOKEN_KEY } from './traces';

afterEach(() => {
  document.body.innerHTML = '';
});

const element = (event: string, params: object) => {
  const div = document.createElement('div');
  div.hidden = true;
  div.setAttribute('data-analytics-event', event);
  div.setAttribute('data-analytics-params', JSON.stringify(params));
  return div;
};

describe('page events', () => {
  it('read the event and its string dimensions, and ignore what is no event of ours', () => {
    expect(readPageEvent(element('job_visit', { entity_id: '42', skills: 3 }))).toEqual({
      event: 'job_visit',
      params: { entity_id: '42' },
    });
    expect(readPageEvent(element('purchase', {}))).toBeNull();
    expect(parseParams('kaputt')).toEqual({});
    expect(parseParams('[1]')).toEqual({});
  });

  it('are seen once on the page and again when a client-side navigation changes them', async () => {
    const seen = vi.fn();
    const first = element('job_visit', { entity_id: '1' });
    document.body.append(first);
    const stop = watchPageEvents(document.body, (event) => seen(event.params.entity_id));
    expect(seen).toHaveBeenCalledWith('1');
    first.setAttribute('data-analytics-params', JSON.stringify({ entity_id: '2' }));
    document.body.append(element('job_search', { search_query: 'Koch' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.mock.calls.map(([id]) => id)).toEqual(['1', '2', undefined]);
    stop();
    expect(pageDimensions(document)).toEqual({ entity_id: '2' });
  });
});

describe('withdrawing consent', () => {
  it('expires GA4 cookies on the host and its parent domains, and removes the tokens', () => {
    expect(cookieDomains('www.jobs-in-franken.de')).toEqual(['www.jobs-in-franken.de', '.jobs-in-franken.de']);
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_ga_B7HR370RU2=GS1.1.1; path=/';
    document.cookie = 'next-auth.csrf-token=keep; path=/';
    localStorage.setItem(USER_TOKEN_KEY, 'u7Qx2mZk9rT4vB1nW8yL3c');
    localStorage.setItem(SIGNUP_START_KEY, 'x');
    localStorage.setItem('cookie-consent', '{}');
    clearAnalyticsTraces(document, localStorage);
    expect(document.cookie).toBe('next-auth.csrf-token=keep');
    expect([localStorage.getItem(USER_TOKEN_KEY), localStorage.getItem(SIGNUP_START_KEY)]).toEqual([null, null]);
    // The new choice itself stays.
    expect(localStorage.getItem('cookie-consent')).toBe('{}');
  });
});
