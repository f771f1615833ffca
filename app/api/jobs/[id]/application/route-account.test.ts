// The application form's endpoint for a signed-in applicant: the session cookie the form's POST
// carries links the application and its files to the user; a forged, another site's or ended session is
// anonymous, as before.
import { useOpenJob } from '@/server/applications/open-job-testing';
import { REGION, SAMPLE_FILES, signToken } from '@/server/graphql/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, jobApplicationAttachments, jobApplications, users } from '@/server/db/schema';
import { POST } from './route';

process.env.SMTP_URL = 'smtp://127.0.0.1:1';
process.env.TRUSTED_PROXY_HOPS = '1';

const open = useOpenJob('Erzieher (m/w/d)', 'kita@firma.example');
let nextIp = 1;

async function apply(emailAddress: string, cookie: string | null) {
  const form = new FormData();
  // The same account applies to this job in several tests: each confirms its repeated application
  // (docs/product-decisions.md, "Applying twice").
  for (const [name, value] of Object.entries({ firstName: 'Ben', lastName: 'Lang', emailAddress, repeat: '1' }))
    form.append(name, value);
  form.append('attachments', new File([new Uint8Array(SAMPLE_FILES.pdf)], 'Zeugnis.pdf'));
  const request = new Request(`http://franken.localhost/api/jobs/${open.jobId}/application`, {
    method: 'POST',
    body: form,
    headers: {
      'x-jobboard-region': REGION,
      accept: 'application/json',
      'x-forwarded-for': `198.51.100.${nextIp++}`,
      ...(cookie ? { cookie } : {}),
    },
  });
  const response = await POST(request, { params: Promise.resolve({ id: open.jobId }) });
  expect(response.status).toBe(200);
  const [application] = await open.db
    .select({ id: jobApplications.id, applicantId: jobApplications.applicantId })
    .from(jobApplications)
    .where(eq(jobApplications.emailAddress, emailAddress));
  const [file] = await open.db
    .select({ ownerId: files.ownerId })
    .from(jobApplicationAttachments)
    .innerJoin(files, eq(files.id, jobApplicationAttachments.fileId))
    .where(eq(jobApplicationAttachments.applicationId, application.id));
  return { applicantId: application.applicantId, fileOwner: file.ownerId };
}

describe('POST /api/jobs/{id}/application with an account', () => {
  it('links the application and its files to the user of the session cookie', async () => {
    const token = await signToken(open.fx.applicant.id);
    expect(await apply('ben.1@example.org', `theme=hell; next-auth.session-token=${token}`)).toEqual({
      applicantId: open.fx.applicant.id,
      fileOwner: open.fx.applicant.id,
    });
  });

  it('joins a session JWT split into numbered cookies, in order', async () => {
    const token = await signToken(open.fx.applicant.id);
    const half = Math.ceil(token.length / 2);
    const cookie = `next-auth.session-token.1=${token.slice(half)}; next-auth.session-token.0=${token.slice(0, half)}`;
    expect((await apply('ben.2@example.org', cookie)).applicantId).toBe(open.fx.applicant.id);
  });

  it('treats a forged token or an ended session as anonymous', async () => {
    const forged = await signToken(open.fx.applicant.id, { secret: 'nicht-das-geheimnis' });
    expect(await apply('ben.3@example.org', `next-auth.session-token=${forged}`)).toEqual({
      applicantId: null,
      fileOwner: null,
    });
    // Signed out everywhere after this token was issued.
    const token = await signToken(open.fx.doomed.id);
    await open.db
      .update(users)
      .set({ sessionsValidAfter: new Date(Date.now() + 1000) })
      .where(eq(users.id, open.fx.doomed.id));
    expect((await apply('ben.4@example.org', `next-auth.session-token=${token}`)).applicantId).toBeNull();
  });
});
