// The application form's endpoint through its real route handler, database and local-disk storage (security review):
// docs/product.md §5 sizes (a 45 MB file arrives whole, 51 MB gets the German 413), Word CVs (.docx, checked by
// content; .docm refused), refused endings answered at once, the
// per-IP limit, and drafts bound to the browser that made them.
import { useOpenJob } from '@/server/applications/open-job-testing';
import { REGION, SAMPLE_FILES } from '@/server/graphql/testing';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, jobApplicationAttachments } from '@/server/db/schema';
import { PDF_HEAD, type StreamedPart, streamedForm } from '@/server/applications/multipart-testing';
import { SAMPLE_DOCM, SAMPLE_DOCX, zipFile } from '@/server/storage/zip-testing';
import messages from '@/messages/de.json';
import { POST } from './route';

// Nothing is mailed here: the outbox finds no server and keeps the applications for a later run.
process.env.SMTP_URL = 'smtp://127.0.0.1:1';
// One reverse proxy of ours in front: the client is the right-most X-Forwarded-For entry.
process.env.TRUSTED_PROXY_HOPS = '1';

const MB = 1024 * 1024;
const open = useOpenJob('Pflegefachkraft (m/w/d)', 'bewerbungen@firma.example');

const ANNA = { firstName: 'Anna', lastName: 'Huber', emailAddress: 'anna.huber@example.org' };
let nextIp = 1;
/** A fresh client address per test, so the per-IP limit of one test does not reach into another. */
const freshIp = () => `198.51.100.${nextIp++}`;

type Answer = {
  status: number;
  json: {
    ok: boolean;
    error?: string;
    draftId?: string;
    errors?: Record<string, string>;
    files?: Array<{ id: string; name: string }>;
  };
  headers: Headers;
};

type PostOptions = { ip?: string; headers?: Record<string, string> };

async function post(
  body: BodyInit | ReadableStream<Uint8Array>,
  contentType: string | null,
  options: PostOptions = {},
): Promise<Answer> {
  const request = new Request(`http://franken.localhost/api/jobs/${open.jobId}/application`, {
    method: 'POST',
    body,
    headers: {
      'x-jobboard-region': REGION,
      accept: 'application/json',
      'x-forwarded-for': options.ip ?? freshIp(),
      ...(contentType ? { 'content-type': contentType } : {}),
      ...options.headers,
    },
    duplex: 'half',
  } as RequestInit);
  const response = await POST(request, { params: Promise.resolve({ id: open.jobId }) });
  return { status: response.status, json: await response.json(), headers: response.headers };
}

function postStreamed(parts: StreamedPart[]) {
  const form = streamedForm(parts);
  return { form, answer: post(form.body, form.contentType) };
}

function formData(
  fields: Record<string, string>,
  attachments: Array<{ name: string; bytes: Uint8Array }> = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const a of attachments) form.append('attachments', new File([new Uint8Array(a.bytes)], a.name));
  return form;
}

const fieldsOf = (fields: Record<string, string>): StreamedPart[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

describe('POST /api/jobs/{id}/application', () => {
  it('takes a 45 MB PDF whole, streamed without a Content-Length (docs/product.md §5: up to 50 MB)', async () => {
    const size = 45 * MB;
    const { form, answer } = postStreamed([
      ...fieldsOf(ANNA),
      { name: 'attachments', filename: 'Mappe.pdf', head: PDF_HEAD, size },
    ]);
    const { status, json } = await answer;
    expect(status).toBe(200);
    expect(json.ok).toBe(true);
    const [stored] = await open.db
      .select({ size: files.sizeBytes, sha256: files.sha256 })
      .from(files)
      .innerJoin(jobApplicationAttachments, eq(jobApplicationAttachments.fileId, files.id))
      .where(eq(files.originalName, 'Mappe.pdf'));
    expect(stored).toEqual({ size, sha256: form.sha256[0] });
  });

  it('refuses a 51 MB file with the German 413 message and keeps nothing of it', async () => {
    const { answer } = postStreamed([
      ...fieldsOf(ANNA),
      { name: 'attachments', filename: 'Riesig.pdf', head: PDF_HEAD, size: 51 * MB },
    ]);
    const { status, json } = await answer;
    expect(status).toBe(413);
    expect(json.errors?.attachments).toBe('Die Datei „Riesig.pdf“ ist zu groß: Erlaubt sind höchstens 50 MB.');
    expect(await open.db.select({ id: files.id }).from(files).where(eq(files.originalName, 'Riesig.pdf'))).toEqual([]);
  });

  it.each(['Anschreiben.doc', 'bild.svg', 'seite.html', 'ohne-endung'])(
    'answers at once for a file with a refused ending (%s), next to the field',
    async (name) => {
      const { status, json } = await post(
        formData(ANNA, [
          { name, bytes: SAMPLE_FILES.pdf },
          { name: 'Lebenslauf.pdf', bytes: SAMPLE_FILES.pdf },
        ]),
        null,
      );
      expect(status).toBe(422);
      expect(json.errors?.attachments).toBe(
        `Die Datei „${name}“ hat keine erlaubte Endung: PDF, DOCX, JPG, JPEG, PNG oder WebP.`,
      );
      // The part after the refused one was still read.
      expect(json.files?.map((f) => f.name)).toEqual(['Lebenslauf.pdf']);
    },
  );

  it('takes a Word CV (.docx) with its name and the Word content type', async () => {
    const { status, json } = await post(formData(ANNA, [{ name: 'Lebenslauf Anna.docx', bytes: SAMPLE_DOCX }]), null);
    expect(status).toBe(200);
    expect(json.ok).toBe(true);
    const [row] = await open.db
      .select({ mimeType: files.mimeType, purpose: files.purpose })
      .from(files)
      .where(eq(files.originalName, 'Lebenslauf Anna.docx'));
    expect(row).toEqual({
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      purpose: 'application_attachment',
    });
  });

  it.each([
    ['Lebenslauf.docm', SAMPLE_DOCX],
    ['Lebenslauf.docx', SAMPLE_DOCM],
  ])('refuses a Word file with macros (%s) with the German message next to the field', async (name, bytes) => {
    const { status, json } = await post(
      formData(ANNA, [
        { name, bytes },
        { name: 'Zeugnis.pdf', bytes: SAMPLE_FILES.pdf },
      ]),
      null,
    );
    expect(status).toBe(422);
    expect(json.errors?.attachments).toBe(
      `Die Datei „${name}“ ist ein Word-Dokument mit Makros (DOCM). Bitte speichere sie als DOCX oder PDF.`,
    );
    expect(json.files?.map((f) => f.name)).toEqual(['Zeugnis.pdf']);
  });

  it('refuses a ZIP renamed .docx', async () => {
    const zip = zipFile([{ name: 'notizen.txt', text: 'Hallo' }]);
    const { status, json } = await post(formData(ANNA, [{ name: 'Lebenslauf.docx', bytes: zip }]), null);
    expect(status).toBe(422);
    expect(json.errors?.attachments).toBe(
      'Die Datei „Lebenslauf.docx“ ist keine echte DOCX-Datei, sondern eine ZIP-Datei.',
    );
  });

  it('refuses the 21st application from one IP address within an hour, with a German message', async () => {
    const ip = '203.0.113.21';
    for (let i = 0; i < 20; i++)
      expect((await post(formData({ ...ANNA, lastName: '' }), null, { ip })).status).toBe(422);
    const refused = await post(formData(ANNA), null, { ip });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe(messages.application.rateLimited);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(formData({ ...ANNA, lastName: '' }), null)).status).toBe(422);
  });

  it('binds a draft to the browser that made it: without its cookie a draft id takes no files', async () => {
    const first = await post(
      formData({ ...ANNA, firstName: '' }, [{ name: 'Zeugnis.pdf', bytes: SAMPLE_FILES.pdf }]),
      null,
    );
    expect(first.status).toBe(422);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      new RegExp(`^bewerbung-${open.jobId}=[\\w-]+; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax$`),
    );
    const draftId = first.json.draftId!;

    // Someone else with the id (from a shared link, a log, the Referer): the draft's file is not theirs.
    const stranger = await post(formData({ ...ANNA, lastName: '', draft: draftId }), null);
    expect(stranger.json.files).toEqual([]);
    const forged = await post(formData({ ...ANNA, lastName: '', draft: draftId }), null, {
      headers: { cookie: `bewerbung-${open.jobId}=${'A'.repeat(43)}` },
    });
    expect(forged.json.files).toEqual([]);

    // The browser that made it sends the cookie and gets its file back.
    const own = await post(formData({ ...ANNA, lastName: '', draft: draftId }), null, {
      headers: { cookie: cookie.split(';')[0] },
    });
    expect(own.json.files?.map((f) => f.name)).toEqual(['Zeugnis.pdf']);
    const kept = await open.db
      .select({ id: files.id })
      .from(files)
      .where(
        inArray(
          files.id,
          own.json.files!.map((f) => f.id),
        ),
      );
    expect(kept).toHaveLength(1);
  });
});
