// The application endpoint on a site that takes no files (docs/product.md §1.4 ATTACHMENTS_FEATURE_ACTIVE off on
// Niederbayern, docs/product-decisions.md "Salary free input and attachments switched off"): a hand-made request with
// a file is refused next to the form and nothing is stored; without files a job's earlier CV requirement is not
// asked and the application is taken.
import { useGraphQLFixtures } from '@/server/graphql/testing';
import { openJobValues } from '@/server/applications/open-job-testing';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, jobApplications, jobs } from '@/server/db/schema';
import { PDF_HEAD } from '@/server/applications/multipart-testing';
import { POST } from './route';

process.env.SMTP_URL = 'smtp://127.0.0.1:1';
process.env.TRUSTED_PROXY_HOPS = '1';

const SITE = 'niederbayern';
const REFUSED =
  'Auf dieser Seite kannst du keine Dateien mitschicken. Schreib alles Wichtige bitte in dein Anschreiben.';
const state = useGraphQLFixtures();
let jobId: string;

beforeAll(async () => {
  const values = openJobValues(state.fx, 'Zimmerer (m/w/d)', 'bewerbungen@zimmerei.example');
  const [job] = await state.db
    .insert(jobs)
    .values({ ...values, regionId: SITE, applicationWorkflow: 'internal', applicationRequireCv: true })
    .returning({ id: jobs.id });
  jobId = job.id;
});
afterAll(async () => {
  await state.db.delete(jobs).where(eq(jobs.id, jobId));
});

let nextIp = 1;
async function apply(email: string, file?: { name: string; bytes: Uint8Array }) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ firstName: 'Max', lastName: 'Bauer', emailAddress: email }))
    form.append(name, value);
  if (file) form.append('attachments', new File([new Uint8Array(file.bytes)], file.name));
  const request = new Request(`http://${SITE}.localhost/api/jobs/${jobId}/application`, {
    method: 'POST',
    body: form,
    headers: { 'x-jobboard-region': SITE, accept: 'application/json', 'x-forwarded-for': `198.51.100.${nextIp++}` },
  });
  const response = await POST(request, { params: Promise.resolve({ id: jobId }) });
  return { status: response.status, json: (await response.json()) as { ok: boolean; errors?: Record<string, string> } };
}

const storedFilesOf = (regionId: string) =>
  state.db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.regionId, regionId), inArray(files.purpose, ['application_attachment'])));

describe('applying where the site takes no files', () => {
  it('refuses a file with a German message next to the form, keeps what was typed and stores no file', async () => {
    const before = (await storedFilesOf(SITE)).length;
    const answer = await apply('max.bauer@example.org', { name: 'Lebenslauf.pdf', bytes: PDF_HEAD });
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual({ attachments: REFUSED });
    expect((await storedFilesOf(SITE)).length).toBe(before);
  });

  it('takes the application without files although the job asked for a CV before the switch', async () => {
    const answer = await apply('max.bauer2@example.org');
    expect(answer).toMatchObject({ status: 200, json: { ok: true } });
    const taken = await state.db.select().from(jobApplications).where(eq(jobApplications.jobId, jobId));
    expect(taken.map((a) => a.emailAddress)).toContain('max.bauer2@example.org');
  });
});
