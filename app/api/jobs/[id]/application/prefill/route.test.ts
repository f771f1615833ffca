// The apply form's values for the signed-in user, asked by its island after the (cacheable) job page
// loaded: from the session cookie only, never stored by a cache, nothing for anyone signed out.
import { REGION, signToken, useGraphQLFixtures } from '@/server/graphql/testing';
import { describe, expect, it } from 'vitest';
import { GET } from './route';

const setup = useGraphQLFixtures();

async function ask(cookie: string | null, jobId = 'egal') {
  const request = new Request(`http://franken.localhost/api/jobs/${jobId}/application/prefill`, {
    headers: { 'x-jobboard-region': REGION, ...(cookie ? { cookie } : {}) },
  });
  const response = await GET(request, { params: Promise.resolve({ id: jobId }) });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('vary')).toBe('Cookie');
  return response.json();
}

describe('GET /api/jobs/{id}/application/prefill', () => {
  it("answers the signed-in user's names and address from their session cookie", async () => {
    const token = await signToken(setup.fx.applicant.id);
    expect(await ask(`next-auth.session-token=${token}`)).toEqual({
      signedIn: true,
      firstName: 'Test',
      lastName: 'applicant',
      emailAddress: setup.fx.applicant.email,
      fromResume: false,
      canAttachResume: false,
      appliedAt: null,
    });
  });

  it.each([
    ['no cookie', null],
    ['a forged token', 'next-auth.session-token=kaputt'],
  ])('answers only "signed out" for %s', async (_name, cookie) => {
    expect(await ask(cookie)).toEqual({ signedIn: false });
  });
});
