import { describe, it, expect } from 'vitest';
import { REGIONS } from './registry';
import { createHostResolver, normalizeHost, type HostMatch } from './resolve-region';

const resolve = createHostResolver(REGIONS);

/** The resolver's answer in one comparable word: the region id, 'platform' or 'unknown'. */
const outcome = (match: HostMatch) => (match.kind === 'region' ? match.region.id : match.kind);

describe('normalizeHost', () => {
  it.each([
    { host: 'Franken.LOCALHOST:3000', expected: 'franken.localhost' },
    { host: 'www.rosenheimjobs.de.', expected: 'www.rosenheimjobs.de' },
    { host: 'jobs.morgenpost.de:443', expected: 'jobs.morgenpost.de' },
    { host: '  jobmarktnrw.de  ', expected: 'jobmarktnrw.de' },
    { host: '[::1]:3000', expected: '[::1]' },
    { host: '127.0.0.1:3000', expected: '127.0.0.1' },
    { host: '', expected: '' },
    { host: null, expected: '' },
    { host: undefined, expected: '' },
  ])('$host → "$expected"', ({ host, expected }) => {
    expect(normalizeHost(host)).toBe(expected);
  });
});

describe('createHostResolver', () => {
  it.each([
    { host: 'franken.localhost:3000', expected: 'franken' },
    { host: 'FRANKEN.localhost', expected: 'franken' },
    { host: 'rhein-neckar.localhost:3000', expected: 'rhein-neckar' },
    { host: 'www.rosenheimjobs.de.', expected: 'rosenheim' },
    { host: 'rosenheimjobs.de', expected: 'rosenheim' },
    { host: 'jobs.morgenpost.de', expected: 'berlin-brandenburg' },
    { host: 'www.jobmarktnrw.de:443', expected: 'nrw' },
    { host: 'localhost:3000', expected: 'platform' },
    { host: 'localhost', expected: 'platform' },
    { host: '127.0.0.1:3000', expected: 'platform' },
    { host: '[::1]:3000', expected: 'platform' },
    { host: 'evil.example', expected: 'unknown' },
    { host: 'franken.localhost:3300@evil.example', expected: 'malformed' },
    { host: 'franken.localhost:evil.example', expected: 'malformed' },
    { host: 'franken.localhost/evil', expected: 'malformed' },
    { host: 'franken.localhost:3000 evil.example', expected: 'malformed' },
    { host: 'franken.localhost:123456', expected: 'malformed' },
    { host: 'franken.localhost\r\nX-Evil: 1', expected: 'malformed' },
    { host: '[::1]:3000@evil.example', expected: 'malformed' },
    { host: 'franken..localhost', expected: 'malformed' },
    { host: '', expected: 'unknown' },
    { host: null, expected: 'unknown' },
    { host: undefined, expected: 'unknown' },
    { host: 'franken.localhost.evil.example', expected: 'unknown' },
    { host: 'rosenheimjobs.de.evil.example', expected: 'unknown' },
    { host: 'evil.franken.localhost', expected: 'unknown' },
    { host: 'nowhere.localhost', expected: 'unknown' },
    { host: 'morgenpost.de', expected: 'unknown' },
  ])('$host → $expected', ({ host, expected }) => {
    expect(outcome(resolve(host))).toBe(expected);
  });

  it.each(REGIONS.map((r) => ({ id: r.id, hosts: [...r.HOSTS, `${r.id}.localhost`] })))(
    '$id is reached from each of its hosts and its local host',
    ({ id, hosts }) => {
      for (const host of hosts) expect(outcome(resolve(host)), host).toBe(id);
    },
  );
});
