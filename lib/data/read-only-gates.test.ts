import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROXY_REGION_HEADER } from '@/lib/contract';
import { READ_ONLY_ANCHOR, READ_ONLY_OPEN_ROUTES, readOnlyNotice } from '@/lib/data/read-only-gate';
import { getRegion } from '@/regions/registry';

/**
 * docs/product-decisions.md "Read-only mode (maintenance)": every write route handler under app/api and every
 * server action in lib/actions is refused on a read-only site before it touches anything. The files are
 * walked, so a new write path that forgets the gate fails here. The database is out of reach: a gate that
 * let a write through would meet it.
 */
const READ_ONLY_SITE = 'thueringen';
const root = fileURLToPath(new URL('../../', import.meta.url));
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));

vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current, cookies: async () => new Map() }));
vi.mock('next/navigation', () => ({
  redirect: (location: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { location });
  },
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
vi.mock('@/server/db/client', () => ({
  getDb: () => Promise.reject(new Error('the database was reached on a read-only site')),
}));

function filesUnder(dir: string, match: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, match);
    return match(name) ? [relative(root, path)] : [];
  });
}

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const routeFiles = filesUnder(join(root, 'app/api'), (name) => name === 'route.ts');
const writeRoutes = routeFiles.filter((file) =>
  WRITE_METHODS.some((method) =>
    new RegExp(`export (async function|const) ${method}\\b`).test(readFileSync(join(root, file), 'utf8')),
  ),
);
const actionFiles = filesUnder(
  join(root, 'lib/actions'),
  (name) => name.endsWith('.ts') && !name.includes('.test.'),
).filter((file) => readFileSync(join(root, file), 'utf8').startsWith("'use server'"));

const siteHeaders = (extra: Record<string, string> = {}) =>
  new Headers({ host: `${READ_ONLY_SITE}.localhost`, [PROXY_REGION_HEADER]: READ_ONLY_SITE, ...extra });

beforeEach(() => {
  requestHeaders.current = siteHeaders({ referer: `http://${READ_ONLY_SITE}.localhost/user/konto?x=1` });
});

describe('read-only mode refuses every write path', () => {
  it('runs against a site that has READ_ONLY_MODE on', () => {
    expect(getRegion(READ_ONLY_SITE)?.FEATURES.READ_ONLY_MODE).toBe(true);
    expect(writeRoutes.length).toBeGreaterThanOrEqual(7);
    expect(actionFiles.length).toBeGreaterThanOrEqual(15);
  });

  it('leaves open only the routes it names, and those exist', () => {
    for (const open of Object.keys(READ_ONLY_OPEN_ROUTES)) expect(writeRoutes).toContain(open);
  });

  const gatedRoutes = writeRoutes.filter((file) => !(file in READ_ONLY_OPEN_ROUTES));
  it.each(gatedRoutes)('%s: a script gets 503 with Retry-After, a plain form goes back to its page', async (file) => {
    const route = (await import(/* @vite-ignore */ join(root, file))) as Record<string, unknown>;
    const context = { params: Promise.resolve({ id: 'job-1', fileId: 'file-1', variant: 'x' }) };
    for (const method of WRITE_METHODS) {
      const handler = route[method] as ((request: Request, context: unknown) => Promise<Response>) | undefined;
      if (!handler) continue;
      const url = `http://${READ_ONLY_SITE}.localhost/api/x`;
      const json = await handler(
        new Request(url, {
          method,
          headers: siteHeaders({ accept: 'application/json', 'content-type': 'application/json' }),
          body: '{}',
        }),
        context,
      );
      expect(json.status).toBe(503);
      expect(json.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await json.json()).toMatchObject({ ok: false, code: 'READ_ONLY', error: readOnlyNotice });

      const plain = await handler(
        new Request(url, {
          method,
          headers: siteHeaders({
            'content-type': 'application/x-www-form-urlencoded',
            referer: `http://${READ_ONLY_SITE}.localhost/kontakt`,
          }),
          body: 'a=b',
        }),
        context,
      );
      expect(plain.status).toBe(303);
      // Back to the form's page (its Referer), or to the form with what was typed (the sign-up): to the notice.
      expect(plain.headers.get('location')).toMatch(
        new RegExp(`^(/kontakt|.*/user/register\\?error=ReadOnly)#${READ_ONLY_ANCHOR}$`),
      );
    }
  });

  it.each(actionFiles)('%s: every server action goes back to its page with the notice', async (file) => {
    const actions = (await import(/* @vite-ignore */ join(root, file))) as Record<string, unknown>;
    const names = Object.keys(actions).filter((name) => typeof actions[name] === 'function');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const action = actions[name] as (...args: unknown[]) => Promise<unknown>;
      const form = new FormData();
      form.set('id', '00000000-0000-4000-8000-000000000000');
      await expect(action({}, form), name).rejects.toMatchObject({ location: `/user/konto?x=1#${READ_ONLY_ANCHOR}` });
    }
  });

  it('sends a form from another site back to the front page, never off-site', async () => {
    requestHeaders.current = siteHeaders({ referer: 'https://evil.example/phish' });
    const { saveNameAction } = await import('@/lib/actions/account-actions');
    await expect(saveNameAction({ status: 'idle', values: {}, errors: {} }, new FormData())).rejects.toMatchObject({
      location: `/#${READ_ONLY_ANCHOR}`,
    });
  });
});
