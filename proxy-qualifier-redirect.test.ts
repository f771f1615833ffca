// A listing search with a qualifier word ("Pflege Teilzeit") is answered by the proxy with the listing filtered by
// it (docs/architecture.md, "Qualifier words at the listing"): a redirect that is not permanent and never kept by
// the page cache.
import { closeGraphQLTestDb, openGraphQLTestDb } from '@/server/graphql/testing';
import { randomInt } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxonomyTerms } from '@/server/db/schema';
import { CACHEABLE_PAGE_HEADER } from '@/lib/contract';
import { proxy } from './proxy';

const HOST = 'franken.localhost:4080';
const TID = 900_000_000 + randomInt(0, 90_000_000);
const get = (path: string) => proxy(new NextRequest(`http://${HOST}${path}`, { headers: { host: HOST } }));

beforeAll(async () => {
  const db = await openGraphQLTestDb();
  await db
    .insert(taxonomyTerms)
    .values({ vocabulary: 'employment_type', tid: TID, label: 'Teilzeit', pathAliases: { de: 'teilzeit' } });
});
afterAll(async () => {
  await (await openGraphQLTestDb()).delete(taxonomyTerms).where(inArray(taxonomyTerms.tid, [TID]));
  await closeGraphQLTestDb();
});

describe('the proxy and qualifier words in a listing search', () => {
  it('sends the search form’s answer to the listing with the filter, the other words kept', async () => {
    const response = await get('/jobs?search=Pflege+Teilzeit&geo_location=&radius=25');
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/jobs/teilzeit');
    expect(new URL(response.headers.get('location')!).search).toBe('?search=Pflege&radius=25');
    // Only pages the proxy marks are kept by the page cache.
    expect(response.headers.get(CACHEABLE_PAGE_HEADER)).toBeNull();
  });

  it('renders the filtered listing it sends to, and one without qualifier words, as cacheable pages', async () => {
    for (const path of ['/jobs/teilzeit?search=Pflege', '/jobs?search=Pflege']) {
      const response = await get(path);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get(CACHEABLE_PAGE_HEADER)).toBe('1');
    }
  });
});
