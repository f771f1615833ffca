import { describe, expect, it } from 'vitest';
import { PROXY_REGION_HEADER } from '@/lib/contract';
import { POST } from './route';

const post = (headers: Record<string, string>) =>
  POST(
    new Request('http://franken.localhost/lebenslauf/wizard/import/datei', {
      method: 'POST',
      headers,
      body: new FormData(),
    }),
  );

describe('POST /lebenslauf/wizard/import/datei (checks before the session is read)', () => {
  it('answers 404 where no site is known', async () => {
    expect((await post({})).status).toBe(404);
  });

  it('sends a post from another site back to the page with a refusal, reading nothing', async () => {
    const response = await post({
      [PROXY_REGION_HEADER]: 'franken',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/lebenslauf/wizard/import?fehler=failed');
  });
});
