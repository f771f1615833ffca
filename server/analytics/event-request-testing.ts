/** Requests to the analytics endpoints as a page of a site sends them, with a consent proof, for route tests. */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { getRegion } from '../../regions/registry';
import type { ConsentRecord } from './consent-rules';
import type { TrackingParams } from './events';
import { analyticsTestEnv, startAnalyticsTestServer, type AnalyticsTestServer } from './analytics-server-testing';

export const CLIENT_ID = 'u7Qx2mZk9rT4vB1nW8yL3c';

/** A proof of this site's current banner, given a minute ago. */
export function proofFor(regionId: string, choice: { statistics: boolean; marketing: boolean }): ConsentRecord {
  const region = getRegion(regionId)!;
  return {
    id: randomBytes(16).toString('base64url'),
    cmp: region.CMP_ID,
    version: region.TRACKING.consentVersion,
    at: new Date(Date.now() - 60_000).toISOString(),
    ...choice,
  };
}

/** Every docs/product.md §3 dimension with a value, as a job page sends them. */
export const ALL_DIMENSIONS: Required<TrackingParams> = {
  entity_id: '5eed797f-0160-8d49-940a-95114a2d7399',
  entity_type: 'job',
  entity_bundle: 'job_per_template',
  entity_title: 'Pflegefachkraft (m/w/d)',
  entity_organization: 'Klinikum Nürnberg',
  entity_owner: '5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6',
  user_role: 'applicant',
  route: '/job/5eed797f-0160-8d49-940a-95114a2d7399',
  search_query: 'Pflege',
  signup_method: 'email',
  languages: 'Deutsch',
  skills: 'Wundversorgung',
  regions: 'Nürnberg',
  occupations: 'Gesundheit, Pflege',
  employment_types: 'Vollzeit',
  request_status: 'submitted',
};

export function eventRequest(
  path: '/api/gmapi' | '/api/conversionapi',
  body: unknown,
  options: { regionId?: string; headers?: Record<string, string> } = {},
): Request {
  return new Request(`http://franken.localhost${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-jobboard-region': options.regionId ?? 'franken',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * For route tests: a stand-in started before the file's tests, the environment pointed at it (with `env` on top, the
 * secrets a test needs), closed after them.
 */
export function useAnalyticsStandIn(env: Record<string, string> = {}): { server: AnalyticsTestServer } {
  const state = {} as { server: AnalyticsTestServer };
  beforeAll(async () => {
    state.server = await startAnalyticsTestServer();
    Object.assign(process.env, analyticsTestEnv(state.server.origin), env);
  });
  afterAll(() => state.server.close());
  return state;
}
