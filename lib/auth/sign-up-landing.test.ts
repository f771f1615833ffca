import { describe, expect, it } from 'vitest';
import { getRegion } from '@/regions/registry';
import { headerSignInHref, intentQuery, postAuthUrl, readAuthIntent } from './dispatch';
import { signUpIntent, socialSignUpLanding } from './sign-up-landing';

const franken = getRegion('franken')!;
const site = (features: Partial<typeof franken.FEATURES>) => ({
  ...franken,
  FEATURES: { ...franken.FEATURES, ...features },
});

/** Where the sign-up mail's link lands for a sign-up page opened with this query. */
const landing = (query: string, features: Partial<typeof franken.FEATURES> = {}) =>
  postAuthUrl(signUpIntent(readAuthIntent(new URLSearchParams(query)), site(features)));

describe('a new job seeker’s first sign-in after sign-up (docs/product.md §1 INCOMPLETE_REDIRECT_TO_WIZARD)', () => {
  it.each([
    ['from the header on the front page', 'via=header', {}, '/lebenslauf/wizard'],
    ['from the header on a job search', 'callbackUrl=%2Fjobs%3Fsearch%3DKoch&via=header', {}, '/lebenslauf/wizard'],
    ['from the header, paths not translated', 'via=header', { PATH_TRANSLATIONS_ACTIVE: false }, '/resume/wizard'],
    [
      'from the header, the flag off',
      'callbackUrl=%2Fjobs&via=header',
      { INCOMPLETE_REDIRECT_TO_WIZARD: false },
      '/jobs',
    ],
    ['from the header, the flag off, front page', 'via=header', { INCOMPLETE_REDIRECT_TO_WIZARD: false }, '/'],
    ['from the header, no resumes on the site', 'via=header', { RESUME_FEATURE_ACTIVE: false }, '/'],
    ['a sign-in wall (applying)', 'callbackUrl=%2Fjob%2F42', {}, '/job/42'],
    ['the sign-up page opened directly', '', {}, '/'],
    ['a job alert to save', 'callbackUrl=%2Fjobs&dispatch=job_alert&via=header', {}, '/jobs?dispatch=job_alert'],
    [
      'a destination to go on to',
      'callbackUrl=%2Fjobs&destination=%2Fjob%2F7&via=header',
      {},
      '/jobs?destination=%2Fjob%2F7',
    ],
    ['an unknown marker', 'callbackUrl=%2Fjobs&via=footer', {}, '/jobs'],
  ] as const)('%s → %s', (_case, query, features, expected) => {
    expect(landing(query, features)).toBe(expected);
  });

  it('keeps the marker between the sign-in and the sign-up page, never in the landing address', () => {
    expect(headerSignInHref('/')).toBe('/user/login?via=header');
    expect(headerSignInHref('/jobs?search=Koch')).toBe('/user/login?callbackUrl=%2Fjobs%3Fsearch%3DKoch&via=header');
    const intent = readAuthIntent(new URLSearchParams('callbackUrl=%2Fjobs&via=header'));
    expect(intentQuery(intent)).toBe('?callbackUrl=%2Fjobs&via=header');
    expect(postAuthUrl(intent)).toBe('/jobs');
  });
});

describe('the landing of a first social sign-in: the flow’s page with the analytics sign-up marker', () => {
  const origin = 'https://jobs-in-franken.de';
  it.each([
    [`${origin}/jobs?search=Koch#top`, '/jobs?search=Koch&signup=social#top'],
    [`${origin}/`, '/?signup=social'],
    ['https://elsewhere.example/jobs', '/?signup=social'],
    [null, '/?signup=social'],
  ])('%s → %s', (callbackUrl, expected) => {
    expect(socialSignUpLanding(callbackUrl, origin)).toBe(expected);
  });
});
