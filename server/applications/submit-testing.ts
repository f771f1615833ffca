import type { Db } from '../db/client';
import { REGION } from '../graphql/environment-testing';
import { getStorage } from '../storage/process-storage';
import { receiveApplicationForm } from './receive-application-form';
import type { ResumePdfRenderer } from './resume-pdf-renderer';
import { submitApplication } from './submit-application';

export type FormFile = { name: string; bytes: Uint8Array };

/**
 * Test helper: an application form sent as the route sends it, below HTTP: read by receiveApplicationForm
 * (files into the storage), then submitted on the test site, by `applicantId` (null: anonymous).
 */
export async function submitForm(
  db: Db,
  input: {
    jobId: string;
    fields: Record<string, string>;
    files?: FormFile[];
    applicantId?: string | null;
    draftProof?: string | null;
    renderResumePdf?: ResumePdfRenderer | null;
  },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(input.fields)) form.append(name, value);
  for (const f of input.files ?? []) form.append('attachments', new File([new Uint8Array(f.bytes)], f.name));
  const request = new Request('http://franken.localhost/api/jobs/x/application', { method: 'POST', body: form });
  const applicantId = input.applicantId ?? null;
  const received = await receiveApplicationForm(request, {
    db,
    storage: getStorage(),
    regionId: REGION,
    ownerId: applicantId,
  });
  return submitApplication(db, getStorage(), {
    regionId: REGION,
    jobId: input.jobId,
    applicantId,
    form: received,
    draftProof: input.draftProof ?? null,
    renderResumePdf: input.renderResumePdf,
  });
}
