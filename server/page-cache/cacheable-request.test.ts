import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './cacheable-request';

const host = { host: 'Franken.localhost:3000' };

describe('pageCacheKey', () => {
  it.each([
    {
      what: 'an anonymous page',
      method: 'GET',
      url: '/jobs?q=Pflege',
      headers: host,
      key: 'franken.localhost:3000 /jobs?q=Pflege',
    },
    { what: 'a HEAD request', method: 'HEAD', url: '/', headers: host, key: 'franken.localhost:3000 /' },
    { what: 'a file of the framework', method: 'GET', url: '/_next/static/a.js', headers: host, key: null },
    {
      what: 'an API route (a download, a health check)',
      method: 'GET',
      url: '/api/health/ready',
      headers: host,
      key: null,
    },
    { what: 'the GraphQL endpoint', method: 'GET', url: '/graphql?query=x', headers: host, key: null },
    {
      what: 'a landing page that starts like one',
      method: 'GET',
      url: '/apitherapie',
      headers: host,
      key: 'franken.localhost:3000 /apitherapie',
    },
    {
      what: "next-auth's CSRF cookie",
      method: 'GET',
      url: '/',
      headers: { ...host, cookie: 'next-auth.csrf-token=abc; next-auth.callback-url=%2F' },
      key: 'franken.localhost:3000 /',
    },
    {
      what: 'a session',
      method: 'GET',
      url: '/',
      headers: { ...host, cookie: 'next-auth.session-token=x' },
      key: null,
    },
    {
      what: 'a split session behind a neutral cookie',
      method: 'GET',
      url: '/',
      headers: { ...host, cookie: 'next-auth.csrf-token=a; __Secure-next-auth.session-token.0=x' },
      key: null,
    },
    {
      what: 'an application draft cookie',
      method: 'GET',
      url: '/job/1',
      headers: { ...host, cookie: 'bewerbung-1=p' },
      key: null,
    },
    { what: 'a form post', method: 'POST', url: '/kontakt', headers: host, key: null },
    { what: 'credentials', method: 'GET', url: '/', headers: { ...host, authorization: 'Basic eA==' }, key: null },
    { what: 'a router payload request', method: 'GET', url: '/jobs', headers: { ...host, rsc: '1' }, key: null },
    { what: 'a prefetch', method: 'GET', url: '/jobs?_rsc=1x2', headers: host, key: null },
    { what: 'a framework file', method: 'GET', url: '/_next/static/chunks/a.js', headers: host, key: null },
    { what: 'no host', method: 'GET', url: '/', headers: {}, key: null },
    { what: 'an absolute request target', method: 'GET', url: 'http://evil.example/', headers: host, key: null },
  ])('$what → $key', ({ method, url, headers, key }) => {
    expect(pageCacheKey(method, url, headers)).toBe(key);
  });
});
