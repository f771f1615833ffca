// Security review: when the upload folder cannot take files (disk full, not writable, not a folder), the
// application form answers 503 with a German message and keeps what was typed as a draft, never a bare 500.
import { useOpenJob } from '@/server/applications/open-job-testing';
import { REGION, SAMPLE_FILES, uploadsFolder } from '@/server/graphql/testing';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jobApplicationDrafts } from '@/server/db/schema';
import messages from '@/messages/de.json';
import { POST } from './route';

// The configured upload folder lies below a plain file: every write fails (ENOTDIR), as on a broken mount.
// Running as root, permission bits would not stop a write, so this is the failure a test can bring about.
const blocker = path.join(uploadsFolder(), 'kein-ordner');
writeFileSync(blocker, '');
process.env.UPLOADS_DIR = path.join(blocker, 'uploads');

const open = useOpenJob('Erzieher (m/w/d)', 'kita@traeger.example');

it('answers 503 with a German message when the upload folder cannot be written, and keeps the typed fields', async () => {
  const form = new FormData();
  form.append('firstName', 'Jonas');
  form.append('lastName', 'Weber');
  form.append('emailAddress', 'jonas.weber@example.org');
  form.append('attachments', new File([SAMPLE_FILES.pdf], 'Lebenslauf.pdf'));
  const request = new Request(`http://franken.localhost/api/jobs/${open.jobId}/application`, {
    method: 'POST',
    body: form,
    headers: { 'x-jobboard-region': REGION, accept: 'application/json' },
  });
  const response = await POST(request, { params: Promise.resolve({ id: open.jobId }) });
  expect(response.status).toBe(503);
  const json = (await response.json()) as { draftId: string; errors: Record<string, string> };
  expect(json.errors.attachments).toBe(messages.application.storageUnavailable);
  const [draft] = await open.db.select().from(jobApplicationDrafts).where(eq(jobApplicationDrafts.id, json.draftId));
  expect(draft.fields).toMatchObject({
    firstName: 'Jonas',
    lastName: 'Weber',
    emailAddress: 'jonas.weber@example.org',
  });
});
