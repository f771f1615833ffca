// An application whose files are larger than the body bound (60 MB: past the route's limit and past what Next
// lets through the proxy) must come back with everything typed and the German error next to the files, with
// and without the form's script; it answered raw JSON and dropped every field (docs/security.md).
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useOpenJob } from '@/server/applications/open-job-testing';
import { PDF_HEAD, streamedForm } from '@/server/applications/multipart-testing';
import { REGION } from '@/server/graphql/testing';
import { files, jobApplicationDrafts } from '@/server/db/schema';
import messages from '@/messages/de.json';
import { POST } from './route';

process.env.SMTP_URL = 'smtp://127.0.0.1:1';
process.env.TRUSTED_PROXY_HOPS = '1';

const MB = 1024 * 1024;
const open = useOpenJob('Industriemechaniker (m/w/d)', 'jobs@werk.example');

const TYPED = {
  firstName: 'Lena',
  lastName: 'Brandt',
  emailAddress: 'lena.brandt@example.org',
  coverLetter: 'Sehr geehrte Damen und Herren,\nich bewerbe mich …',
};
let ip = 1;

/** Posts the typed fields and then a 60 MB PDF, announcing the whole length as a browser does. */
async function postLarge(accept: string) {
  const form = streamedForm([
    ...Object.entries(TYPED).map(([name, value]) => ({ name, value })),
    { name: 'attachments', filename: 'Mappe.pdf', head: PDF_HEAD, size: 60 * MB },
  ]);
  const request = new Request(`http://franken.localhost/api/jobs/${open.jobId}/application`, {
    method: 'POST',
    body: form.body,
    headers: {
      'x-jobboard-region': REGION,
      'x-forwarded-for': `198.51.100.${ip++}`,
      accept,
      'content-type': form.contentType,
      'content-length': String(60 * MB + 2048),
    },
    duplex: 'half',
  } as RequestInit);
  const response = await POST(request, { params: Promise.resolve({ id: open.jobId }) });
  return { response, bytesRead: form.bytesSent() };
}

async function draftOf(id: string) {
  const [draft] = await open.db.select().from(jobApplicationDrafts).where(eq(jobApplicationDrafts.id, id));
  return draft;
}

it('without the script: a 303 back to the form, which the draft fills with every field and the error at the files', async () => {
  const { response, bytesRead } = await postLarge('text/html,application/xhtml+xml');
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  expect(location).toMatch(new RegExp(`^/job/${open.jobId}\\?entwurf=[0-9a-f-]{36}#apply-errors$`));
  expect(response.headers.get('set-cookie')).toContain('HttpOnly');
  const draft = await draftOf(new URL(location, 'http://x').searchParams.get('entwurf')!);
  expect(draft.fields).toMatchObject(TYPED);
  expect(draft.errors).toMatchObject({ attachments: messages.application.tooLargeRequest });
  expect(draft.fileIds).toEqual([]);
  // The file itself was not read, nor stored.
  expect(bytesRead).toBeLessThan(2 * MB);
  expect(await open.db.select().from(files).where(eq(files.originalName, 'Mappe.pdf'))).toEqual([]);
});

it('with the script (JSON): a 413 that still carries the draft with the typed fields', async () => {
  const { response } = await postLarge('application/json');
  expect(response.status).toBe(413);
  const json = (await response.json()) as { draftId: string; errors: Record<string, string> };
  expect(json.errors.attachments).toBe(messages.application.tooLargeRequest);
  expect((await draftOf(json.draftId)).fields).toMatchObject(TYPED);
});

it('keeps the fields when the body arrives as one chunk, as Next hands over a body it buffered for the proxy', async () => {
  const boundary = '----einStueck';
  const fields = Object.entries(TYPED)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const head = new TextEncoder().encode(
    `${fields}--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="Mappe.pdf"\r\n\r\n%PDF-1.7\n`,
  );
  // The first 55 MB of a 60 MB post: what passes Next's proxy limit, read in one go.
  const whole = new Uint8Array(55 * MB);
  whole.set(head);
  const request = new Request(`http://franken.localhost/api/jobs/${open.jobId}/application`, {
    method: 'POST',
    body: new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(whole);
        controller.close();
      },
    }),
    headers: {
      'x-jobboard-region': REGION,
      'x-forwarded-for': `198.51.100.${ip++}`,
      accept: 'application/json',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(60 * MB),
    },
    duplex: 'half',
  } as RequestInit);
  const response = await POST(request, { params: Promise.resolve({ id: open.jobId }) });
  expect(response.status).toBe(413);
  const json = (await response.json()) as { draftId: string; errors: Record<string, string> };
  expect(json.errors).toEqual({ attachments: messages.application.tooLargeRequest });
  expect((await draftOf(json.draftId)).fields).toMatchObject(TYPED);
});
