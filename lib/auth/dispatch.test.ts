import { describe, expect, it } from 'vitest';
import {
  intentQuery,
  parseDispatch,
  postAuthUrl,
  readAuthIntent,
  safeSitePath,
  signInHref,
  takeDispatch,
} from './dispatch';

describe('docs/product.md §2 dispatch and destination', () => {
  it('after sign-in, the callback page gets dispatch to run and keeps destination', () => {
    const intent = readAuthIntent(
      new URLSearchParams('callbackUrl=/jobs?search=Koch&dispatch=job_alert&destination=/lebenslauf'),
    );
    expect(intent).toEqual({ callbackUrl: '/jobs?search=Koch', dispatch: 'job_alert', destination: '/lebenslauf' });
    expect(postAuthUrl(intent)).toBe('/jobs?search=Koch&dispatch=job_alert&destination=%2Flebenslauf');
  });

  it('without a callback, the flow returns to the destination (else the front page)', () => {
    expect(postAuthUrl({ callbackUrl: null, dispatch: 'bookmark:42', destination: '/job/42' })).toBe(
      '/job/42?dispatch=bookmark%3A42',
    );
    expect(postAuthUrl({ callbackUrl: null, dispatch: null, destination: null })).toBe('/');
  });

  it('on the landing page, dispatch is taken once and removed; destination and the rest stay', () => {
    const taken = takeDispatch('/jobs?search=Koch&dispatch=job_alert&destination=%2Flebenslauf#liste');
    expect(taken).toEqual({
      dispatch: 'job_alert',
      destination: '/lebenslauf',
      href: '/jobs?search=Koch&destination=%2Flebenslauf#liste',
    });
    // Running it again finds nothing: reload or back never repeats the action.
    expect(takeDispatch(taken.href).dispatch).toBeNull();
    expect(takeDispatch('http://franken.localhost:3000/?dispatch=x').href).toBe('http://franken.localhost:3000/');
  });

  it('a malformed dispatch is removed but never run', () => {
    expect(takeDispatch('/?dispatch=alert(1)')).toEqual({ dispatch: null, destination: null, href: '/' });
    expect(parseDispatch('Job_Alert')).toBeNull();
    expect(parseDispatch('a'.repeat(41))).toBeNull();
    expect(parseDispatch('bookmark:ab-12_C')).toBe('bookmark:ab-12_C');
  });

  it('a stale dispatch in the callback URL is replaced by the flow’s own', () => {
    expect(postAuthUrl({ callbackUrl: '/jobs?dispatch=old', dispatch: 'new', destination: null })).toBe(
      '/jobs?dispatch=new',
    );
    expect(postAuthUrl({ callbackUrl: '/jobs?dispatch=old', dispatch: null, destination: null })).toBe('/jobs');
  });

  it('only paths of this site are accepted as callback or destination', () => {
    expect(safeSitePath('/jobs?x=1#a')).toBe('/jobs?x=1#a');
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'jobs',
      '',
      '/a\u0000b',
    ]) {
      expect(safeSitePath(bad), bad).toBeNull();
    }
    // next-auth hands back absolute callback URLs: same origin only.
    expect(safeSitePath('http://franken.localhost:3000/jobs', 'http://franken.localhost:3000')).toBe('/jobs');
    expect(safeSitePath('http://rosenheim.localhost:3000/jobs', 'http://franken.localhost:3000')).toBeNull();
  });

  // Security review: `/.//evil.example` normalised to `//evil.example`, which browsers read as another host.
  it.each([
    ['/.//evil.example', null],
    ['/./\\evil.example', null],
    ['/..//evil.example', null],
    ['/%2F%2Fevil.example', null],
    ['/%2f%2fevil.example', null],
    ['/%5Cevil.example', null],
    ['/%2F/evil.example', null],
    ['/\tevil.example', null],
    ['/\t/evil.example', null],
    ['/\n/evil.example', null],
    ['/\r\n//evil.example', null],
    ['//evil.example', null],
    ['///evil.example', null],
    ['/\\evil.example', null],
    ['/%', null],
    ['http://franken.localhost:3000//evil.example', null],
    ['http://franken.localhost:3000/.//evil.example', null],
    ['http://franken.localhost:3000/%2F%2Fevil.example', null],
    ['/./jobs', '/jobs'],
    ['/jobs/../lebenslauf', '/lebenslauf'],
    ['/jobs?next=//evil.example', '/jobs?next=//evil.example'],
    ['/jobs/%2Fteil', '/jobs/%2Fteil'],
    ['http://franken.localhost:3000/jobs?x=1', '/jobs?x=1'],
  ])('safeSitePath(%j) is %j', (value, expected) => {
    expect(safeSitePath(value, 'http://franken.localhost:3000')).toBe(expected);
  });

  it('never returns into the auth pages themselves (no sign-in loop)', () => {
    for (const path of [
      '/user/login',
      '/user/login/confirm?token=x',
      '/user/logout',
      '/user/register',
      '/api/auth/signout',
    ]) {
      expect(safeSitePath(path), path).toBeNull();
    }
    expect(safeSitePath('/user/profile')).toBe('/user/profile');
    expect(safeSitePath('/user/loginhilfe')).toBe('/user/loginhilfe');
  });

  // The header's sign-in link names the public address with its query, never an internal route.
  it.each([
    [
      '/jobs?search=Pflege&geo_location=N%C3%BCrnberg',
      '/user/login?callbackUrl=%2Fjobs%3Fsearch%3DPflege%26geo_location%3DN%25C3%25BCrnberg',
    ],
    ['/lebenslauf', '/user/login?callbackUrl=%2Flebenslauf'],
    ['/bewerbersuche?page=2', '/user/login?callbackUrl=%2Fbewerbersuche%3Fpage%3D2'],
    ['/', '/user/login'],
    ['/user/login?callbackUrl=%2Fjobs', '/user/login'],
    ['//evil.example/x', '/user/login'],
  ])('signInHref(%j) is %j', (here, expected) => {
    expect(signInHref(here)).toBe(expected);
  });

  it('carries the intent from one auth page to the next', () => {
    expect(intentQuery({ callbackUrl: '/jobs', dispatch: 'job_alert', destination: null })).toBe(
      '?callbackUrl=%2Fjobs&dispatch=job_alert',
    );
    expect(intentQuery({ callbackUrl: null, dispatch: null, destination: null })).toBe('');
    expect(readAuthIntent({ callbackUrl: ['/a', '/b'], dispatch: undefined })).toEqual({
      callbackUrl: '/a',
      dispatch: null,
      destination: null,
    });
  });
});
