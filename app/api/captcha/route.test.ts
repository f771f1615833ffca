import { describe, expect, it } from 'vitest';
import { PROXY_REGION_HEADER } from '@/lib/contract';
import { GET } from './route';

const ask = (regionId: string) =>
  GET(new Request('http://localhost/api/captcha', { headers: { [PROXY_REGION_HEADER]: regionId } }));

describe('GET /api/captcha', () => {
  it('issues a fresh, uncached challenge where the site has CAPTCHA on', async () => {
    const response = await ask('hannover');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { token: string; difficulty: number };
    expect(body.token).toMatch(/^hannover\./);
    expect(body.difficulty).toBeGreaterThanOrEqual(12);
    expect(((await (await ask('hannover')).json()) as { token: string }).token).not.toBe(body.token);
  });

  it('answers 404 where the flag is off', async () => {
    expect((await ask('franken')).status).toBe(404);
  });
});
