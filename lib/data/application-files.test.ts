// Application attachments are downloads for the application's organization only: the checked
// route answers them with a private download; everyone else, and the public file route, answers 404.
import { REGION, createFixtures, type Fixtures, openGraphQLTestDb, closeGraphQLTestDb } from '@/server/graphql/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { getRegion } from '@/regions/registry';
import { PROXY_REGION_HEADER } from '@/server/graphql/protocol';
import { inboxApplication, inboxJob, PDF_BYTES, removeInboxJob } from '@/server/applications/inbox/inbox-testing';
import { GET as publicFile } from '@/app/api/files/[id]/route';
import { applicationFileResponse, attachmentDisposition } from './application-files';

let db: Db;
let fx: Fixtures;
let jobId: string;
let application: Awaited<ReturnType<typeof inboxApplication>>;
const region = getRegion(REGION)!;

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  jobId = await inboxJob(db, REGION, fx.ownOrganization[fx.recruiter.id]);
  application = await inboxApplication(db, { regionId: REGION, jobId });
});
afterAll(async () => {
  await removeInboxJob(db, jobId);
  await fx.cleanup();
  await closeGraphQLTestDb();
});

describe('downloading an application attachment', () => {
  it("gives the organization's recruiter and admin-like users a private download", async () => {
    for (const user of [fx.recruiter, fx.site_admin]) {
      const response = await applicationFileResponse(region, user.id, application.id, application.file!.id);
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF_BYTES);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Lebenslauf Lena Maier.pdf"; filename*=UTF-8''Lebenslauf%20Lena%20Maier.pdf`,
      );
    }
  });

  it.each([
    ['anonymous', null],
    ['an applicant', 'applicant'],
    ['a recruiter of another organization', 'stranger'],
  ] as const)('answers 404 to %s', async (_name, who) => {
    const response = await applicationFileResponse(region, who && fx[who].id, application.id, application.file!.id);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it("answers 404 for a file that is not one of the application's", async () => {
    const other = await inboxApplication(db, { regionId: REGION, jobId });
    const response = await applicationFileResponse(region, fx.recruiter.id, application.id, other.file!.id);
    expect(response.status).toBe(404);
  });

  it('is never served by the public file route, whoever asks', async () => {
    const request = new Request(`http://franken.localhost/api/files/${application.file!.id}`, {
      headers: { [PROXY_REGION_HEADER]: REGION },
    });
    const response = await publicFile(request, { params: Promise.resolve({ id: application.file!.id }) });
    expect(response.status).toBe(404);
  });

  it.each([
    ['Lebenslauf.pdf', `attachment; filename="Lebenslauf.pdf"; filename*=UTF-8''Lebenslauf.pdf`],
    [
      'Zeugnis Müller (2).pdf',
      `attachment; filename="Zeugnis M_ller (2).pdf"; filename*=UTF-8''Zeugnis%20M%C3%BCller%20%282%29.pdf`,
    ],
    ['a"b\\c.pdf', `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`],
  ])('names %s safely', (name, header) => {
    expect(attachmentDisposition(name)).toBe(header);
  });
});
