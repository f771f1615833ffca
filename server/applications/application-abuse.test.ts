// @module-tag postgres
// The security review's attacks replayed against the application domain on a real database: a body over its limit stops
// the reading, one address cannot be sent more than a few applications, and a draft is only for its browser.
import { useOpenJob } from './open-job-testing';
import { REGION, SAMPLE_FILES } from '../graphql/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import messages from '../../messages/de.json';
import { files } from '../db/schema';
import { getStorage } from '../storage/process-storage';
import { APPLICATION_RATE_LIMITS } from './application-rate-limits';
import { draftProof } from './draft-binding';
import { PDF_HEAD, streamedForm } from './multipart-testing';
import { receiveApplicationForm } from './receive-application-form';
import { loadApplicationDraft, submitApplication } from './submit-application';

const open = useOpenJob('Koch (m/w/d)', 'kueche@gasthof.example');

function formRequest(
  fields: Record<string, string>,
  attachments: Array<{ name: string; bytes: Uint8Array }> = [],
): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const a of attachments) form.append('attachments', new File([new Uint8Array(a.bytes)], a.name));
  return new Request('http://franken.localhost/api/jobs/x/application', { method: 'POST', body: form });
}

async function apply(
  fields: Record<string, string>,
  attachments: Array<{ name: string; bytes: Uint8Array }> = [],
  proof?: string,
) {
  const form = await receiveApplicationForm(formRequest(fields, attachments), {
    db: open.db,
    storage: getStorage(),
    regionId: REGION,
    ownerId: null,
  });
  return submitApplication(open.db, getStorage(), {
    regionId: REGION,
    jobId: open.jobId,
    applicantId: null,
    form,
    draftProof: proof,
  });
}

describe('application abuse', () => {
  it('stops reading a body over its limit, even when no single file is too large, and keeps nothing of it', async () => {
    const KB = 1024;
    const form = streamedForm([
      { name: 'firstName', value: 'Mia' },
      { name: 'attachments', filename: 'teil1.pdf', head: PDF_HEAD, size: 700 * KB },
      { name: 'attachments', filename: 'teil2.pdf', head: PDF_HEAD, size: 700 * KB },
    ]);
    const request = new Request('http://franken.localhost/api/jobs/x/application', {
      method: 'POST',
      body: form.body,
      headers: { 'content-type': form.contentType },
      duplex: 'half',
    } as RequestInit);
    const received = await receiveApplicationForm(request, {
      db: open.db,
      storage: getStorage(),
      regionId: REGION,
      ownerId: null,
      maxBodyBytes: 1024 * KB,
    });
    expect(received.stopped).toBe('tooLarge');
    expect(received.fields.firstName).toBe('Mia');
    expect(received.fileErrors).toEqual([messages.application.tooLargeRequest]);
    expect(received.files.map((f) => f.name)).toEqual(['teil1.pdf']);
    expect(await open.db.select({ id: files.id }).from(files).where(eq(files.originalName, 'teil2.pdf'))).toEqual([]);
  });

  it('sends at most 10 applications an hour to one address; the next one waits as a draft with a German message', async () => {
    const victim = {
      firstName: 'Max',
      lastName: 'Muster',
      emailAddress: `fremd-${Date.now()}@example.org`,
      coverLetter: 'https://evil.example',
    };
    const limit = APPLICATION_RATE_LIMITS.perAddress.limit;
    for (let i = 0; i < limit; i++) expect((await apply(victim)).kind).toBe('submitted');
    const refused = await apply({ ...victim, emailAddress: victim.emailAddress.toUpperCase() });
    expect(refused).toMatchObject({
      kind: 'invalid',
      errors: { emailAddress: messages.application.errors.tooManyForAddress },
    });
    expect((await apply({ ...victim, emailAddress: `anders-${Date.now()}@example.org` })).kind).toBe('submitted');
  });

  it('shows a draft, and takes its files, only with the cookie of the browser that made it', async () => {
    const first = await apply({ firstName: 'Lea', lastName: '', emailAddress: 'lea@example.org' }, [
      { name: 'Zeugnis.pdf', bytes: SAMPLE_FILES.pdf },
    ]);
    if (first.kind !== 'invalid') throw new Error(`expected a draft, got ${first.kind}`);
    const other = await apply({ firstName: 'Tom', lastName: '', emailAddress: 'tom@example.org' });
    if (other.kind !== 'invalid') throw new Error(`expected a draft, got ${other.kind}`);

    expect(await loadApplicationDraft(open.db, REGION, open.jobId, first.draftId, undefined)).toBeNull();
    expect(
      await loadApplicationDraft(open.db, REGION, open.jobId, first.draftId, draftProof(other.draftId)),
    ).toBeNull();
    expect(
      await loadApplicationDraft(
        open.db,
        REGION,
        open.jobId,
        first.draftId,
        draftProof(first.draftId, 'another-secret'),
      ),
    ).toBeNull();
    const own = await loadApplicationDraft(open.db, REGION, open.jobId, first.draftId, draftProof(first.draftId));
    expect(own).toMatchObject({ fields: { firstName: 'Lea' }, files: [{ name: 'Zeugnis.pdf' }] });

    // Submitting with someone else's draft id: a complete application, but without the draft's file.
    const taken = await apply(
      { firstName: 'Eve', lastName: 'Dieb', emailAddress: 'eve@example.org', draft: first.draftId, attachments: '' },
      [],
      draftProof(other.draftId),
    );
    expect(taken.kind).toBe('submitted');
    expect(
      await loadApplicationDraft(open.db, REGION, open.jobId, first.draftId, draftProof(first.draftId)),
    ).not.toBeNull();
  });
});
