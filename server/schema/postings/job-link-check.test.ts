// @module-tag postgres
// A job per link: the original ad's URL is checked when it is saved; an unreachable one is reported next to the
// field and not saved, the other fields are.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jsonRequest, send } from '../../graphql/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphQLServer } from '../../graphql/server';
import { checkJobLink } from '../../links/check-job-link';
import { as } from '../resolver-testing';
import { type FieldError, type Posting, POSTING, usePostingFixtures } from './posting-testing';

const state = usePostingFixtures();
let site: Server;
let base = '';

beforeAll(async () => {
  site = createServer((req, res) => res.writeHead(req.url === '/stellen/elektriker' ? 200 : 404).end());
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

// The employer's site is the local server: its name stands for it as DNS would, the request is real.
const endpoint = createGraphQLServer({
  checkJobLink: (url) =>
    checkJobLink(url.replace('https://karriere.beispiel.test', base), { allowLoopbackForTests: true }),
});

async function saveLink(linkUrl: string, id: string | null = null) {
  const options = await as(state.fx.recruiter);
  const result = await send(
    endpoint.fetch,
    jsonRequest(
      {
        query: `mutation($id: ID, $input: JobPostingInput!) { saveJobPosting(id: $id, input: $input) {
          posting { ${POSTING} fields { linkUrl } } errors { field message } } }`,
        variables: { id, input: { type: 'job_per_link', title: 'Elektriker (m/w/d)', linkUrl } },
      },
      options,
    ),
  );
  return result.json.data?.saveJobPosting as {
    posting: (Posting & { fields: { linkUrl: string | null } }) | null;
    errors: FieldError[];
  };
}

describe('the original ad of a job per link', () => {
  it('is saved when it answers', async () => {
    const saved = await saveLink('https://karriere.beispiel.test/stellen/elektriker');
    expect(saved.errors).toEqual([]);
    expect(saved.posting?.fields.linkUrl).toBe('https://karriere.beispiel.test/stellen/elektriker');
  });

  it('is reported next to the field and not saved when it does not, while the title is kept', async () => {
    const first = await saveLink('https://karriere.beispiel.test/stellen/elektriker');
    const saved = await saveLink('https://karriere.beispiel.test/stellen/alt', first.posting!.id);
    expect(saved.errors).toEqual([
      { field: 'linkUrl', message: 'Die Seite antwortet mit dem Fehler 404. Bitte prüfen Sie die Adresse.' },
    ]);
    expect(saved.posting?.fields).toMatchObject({
      title: 'Elektriker (m/w/d)',
      linkUrl: 'https://karriere.beispiel.test/stellen/elektriker',
    });
  });

  it('is refused without a request when it points into an internal network', async () => {
    const saved = await saveLink('https://192.168.0.10/stellen');
    expect(saved.errors).toEqual([{ field: 'linkUrl', message: expect.stringContaining('internes Netz') }]);
    expect(saved.posting?.fields.linkUrl).toBeNull();
  });
});
