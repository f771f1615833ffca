import { expect, test } from './fixtures';
import { PORT, openJobPaths, siteRequest } from './helpers';

/**
 * Hostile input replayed over HTTP against the production build (security review): none of it may
 * get a 5xx, and a heavy request is refused before it runs.
 */

const BASE = `http://127.0.0.1:${PORT}`;
const SITE_HOST = `franken.localhost:${PORT}`;
const long = (n: number) => 'x'.repeat(n);

/** /jobs query strings that answered 500 before (or could have): each is ignored, clamped or refused. */
const HOSTILE_LISTINGS = [
  'occupational_field=abc',
  'employment_type=-1&remote_options=1.5&degree_level=0x10&years_of_experience=1e9',
  'occupational_field=9999999999',
  'occupational_field=1,abc,2',
  'occupational_field=!',
  `employment_type=${Array.from({ length: 200 }, (_, i) => i + 1).join(',')}`,
  Array.from({ length: 100 }, () => 'job_location=Bamberg').join('&'),
  `job_location=${long(1000)}`,
  'job_organization_name=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
  'job_location=Rosenheim%00&job_organization_name=%00',
  'lat=91&lon=12',
  'lat=-91&lon=12',
  'lat=1e308&lon=12',
  'lat=1e309&lon=12',
  'lat=48&lon=181',
  'lat=NaN&lon=abc',
  'lat=5e-324&lon=-1e-320',
  'lat=48&radius=20',
  'lat=48&lon=12&radius=-5',
  'lat=48&lon=12&radius=1e308',
  'lat=48&lon=12&radius=0',
  'locationType=planet&lat=48&lon=12',
  'locationType=administrative_area_level_1',
  `locationType=administrative_area_level_1&administrative_area_level_1=${long(500)}`,
  'locationType=country&country=XYZ',
  'page=1002',
  'page=1e308',
  'page=-1e308',
  'page=99999999999999999999',
  'page=1.5',
  'jobId=abc',
  "jobId=' or 1=1--",
  `search=${long(5000)}`,
  `search=${Array.from({ length: 50 }, (_, i) => `wort${i}`).join('+')}`,
  'search=pflege%00kraft',
  'search=%01%1B[31mrot%7F',
  'search=%3Cscript%3Ealert(1)%3C/script%3E',
  "search='; drop table jobs; --",
  'search=:*%20%26%20|%20!%20%3C-%3E%20(%20)%20%5C',
  'search=%E2%80%AEpflege%E2%80%8B%E2%80%8F%EF%BB%BF',
  `title=${long(1000)}`,
  'title=%25_%5C',
  'title=%00',
  `geo_location=${long(1000)}`,
  'geo_location=Rosen%00heim',
  'sorting=salary',
  'search=a&search=b&page=2&page=3&lat=48&lat=91',
  'router=x&foo=bar&__proto__=x',
];

test('hostile /jobs parameters never get a 5xx', async ({ request }) => {
  for (const query of HOSTILE_LISTINGS) {
    const response = await siteRequest(request, 'franken', `/jobs?${query}`);
    expect(response.status(), query.slice(0, 80)).toBeLessThan(500);
  }
});

test('hostile paths get the German 404, never a 5xx', async ({ request }) => {
  for (const path of [
    '/jobs/%00',
    `/jobs/${long(5000)}`,
    '/organization/%00',
    '/organization/a%00b',
    '/job/%00',
    '/job/abc',
    `/organization/${long(3000)}`,
  ]) {
    const response = await siteRequest(request, 'franken', path);
    expect(response.status(), path.slice(0, 80)).toBe(404);
  }
  // A broken escape in upper case is first lower-cased (docs/product.md §2), then found to name nothing.
  const broken = await siteRequest(request, 'franken', '/jobs/%E0%A4%A');
  expect(broken.status()).toBe(308);
  expect((await siteRequest(request, 'franken', broken.headers().location)).status()).toBe(404);
  expect(
    (await siteRequest(request, 'franken', '/arbeitgeber?page=1e308&search=Holz%00bau&industry=9999999999')).status(),
  ).toBeLessThan(500);
});

test('the heavy GraphQL batch of the review is refused before it runs, and a normal search still works', async ({
  request,
}) => {
  const payload = {
    facets: Array.from({ length: 50 }, (_, i) => ({ field: `field_${i}` })),
    condition_group: {
      groups: [
        { conditions: Array.from({ length: 100 }, (_, i) => ({ name: 'title', operator: 'LIKE', value: `wort${i}` })) },
      ],
    },
    fulltext: { keys: 'pflege kraft nacht wochenende teilzeit vollzeit minijob werkstudent praktikum ausbildung' },
    geoLocation: { lat: 49.45, lon: 11.08, radius: 500 },
    range: { first: 0, last: 100 },
  };
  const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: searchJobs(payload: $p) { total }`).join(' ');
  const batch = Array.from({ length: 10 }, () => ({
    query: `query Heavy($p: JobSearchPayload!) { ${aliases} }`,
    variables: { p: payload },
  }));
  const response = await request.post(`${BASE}/graphql`, {
    headers: { Host: SITE_HOST, 'Content-Type': 'application/json' },
    data: batch,
  });
  expect(response.status()).toBe(400);
  expect(JSON.stringify(await response.json())).toContain('zu aufwendig');

  const normal = await request.post(`${BASE}/graphql`, {
    headers: { Host: SITE_HOST, 'Content-Type': 'application/json' },
    data: { query: 'query { searchJobs(payload: { fulltext: { keys: "Pflege" } }) { total } }' },
  });
  expect(normal.status()).toBe(200);
  expect((await normal.json()).data.searchJobs.total).toBeGreaterThan(0);
});

test('broken JSON to /graphql is a German 400 without internals', async ({ request }) => {
  const response = await request.post(`${BASE}/graphql`, {
    headers: { Host: SITE_HOST, 'Content-Type': 'application/json' },
    data: Buffer.from('{"query": '),
  });
  expect(response.status()).toBe(400);
  const text = await response.text();
  expect(text).not.toContain('originalError');
  expect(text).toContain('kein gültiges JSON');
});

test('a 45 MB PDF arrives whole through the proxy, and 51 MB get the German 413', async ({ request }) => {
  test.setTimeout(180_000);
  const [jobPath] = await openJobPaths(request, 'franken');
  const apply = (megabytes: number) => {
    const pdf = Buffer.alloc(megabytes * 1024 * 1024);
    pdf.write('%PDF-1.4\n');
    // Without a last name the application stays a draft: the file is kept, nothing is mailed.
    return request.post(`${BASE}/api/jobs/${jobPath.split('/').pop()}/application`, {
      headers: { Host: SITE_HOST, Accept: 'application/json', Origin: `http://${SITE_HOST}` },
      multipart: {
        firstName: 'Gro',
        lastName: '',
        emailAddress: 'gross@beispiel.de',
        attachments: { name: 'Zeugnisse.pdf', mimeType: 'application/pdf', buffer: pdf },
      },
      timeout: 120_000,
    });
  };
  const whole = await apply(45);
  expect(whole.status()).toBe(422);
  const draft = (await whole.json()) as { errors: Record<string, string>; files: Array<{ name: string }> };
  expect(draft.files.map((f) => f.name)).toEqual(['Zeugnisse.pdf']);
  expect(Object.keys(draft.errors)).toEqual(['lastName']);

  const tooLarge = await apply(51);
  expect(tooLarge.status()).toBe(413);
  expect(JSON.stringify(await tooLarge.json())).toContain('50 MB');
});

test('a large form post to a page gets the German 413, not a 500', async ({ request }) => {
  const response = await request.post(`${BASE}/jobs`, {
    headers: { Host: SITE_HOST },
    multipart: {
      datei: { name: 'gross.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(2 * 1024 * 1024) },
    },
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toContain('Anfrage zu groß');
});
