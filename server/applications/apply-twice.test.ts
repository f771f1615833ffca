// Applying twice to one job (docs/product-decisions.md, "Applying twice"): a signed-in applicant's second
// application is taken only once they confirm it, and what they typed waits in the draft meanwhile; anonymous
// senders are never told whether an address applied.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobApplications } from '../db/schema';
import { formatGermanDate } from '../format/german-date';
import { useOpenJob } from './open-job-testing';
import { submitForm } from './submit-testing';

const job = useOpenJob('Gärtner (m/w/d)', 'bewerbungen@gaertnerei.example');
const FIELDS = { firstName: 'Anna', lastName: 'Huber', emailAddress: 'anna.huber@example.org' };

const send = (applicantId: string | null, fields: Record<string, string>) =>
  submitForm(job.db, { jobId: job.jobId, applicantId, fields, renderResumePdf: null });

const countOf = async (condition: ReturnType<typeof eq>) =>
  (await job.db.select({ id: jobApplications.id }).from(jobApplications).where(condition)).length;

describe('applying twice to one job', () => {
  it('asks a signed-in applicant to confirm a second application, keeping what was typed, and takes it then', async () => {
    const me = job.fx.applicant.id;
    const first = await send(me, FIELDS);
    expect(first.kind).toBe('submitted');
    const [sent] = await job.db
      .select({ at: jobApplications.createdAt })
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, job.jobId), eq(jobApplications.applicantId, me)));

    const again = await send(me, { ...FIELDS, coverLetter: 'Noch einmal, mit Anschreiben.' });
    expect(again).toMatchObject({
      kind: 'invalid',
      errors: {
        repeat: `Du hast dich am ${formatGermanDate(sent.at)} schon auf diese Stelle beworben. Möchtest du eine weitere Bewerbung senden, bestätige das bitte mit dem Haken vor dem Absenden.`,
      },
      fields: { coverLetter: 'Noch einmal, mit Anschreiben.' },
    });
    expect(await countOf(eq(jobApplications.applicantId, me))).toBe(1);

    const confirmed = await send(me, { ...FIELDS, repeat: '1' });
    expect(confirmed.kind).toBe('submitted');
    expect(await countOf(eq(jobApplications.applicantId, me))).toBe(2);
  });

  it('asks nothing of a signed-in applicant who never applied to the job', async () => {
    expect((await send(job.fx.recruiter.id, FIELDS)).kind).toBe('submitted');
  });

  it('takes anonymous applications from one address as they come: the form never tells who applied', async () => {
    const address = { ...FIELDS, emailAddress: 'ohne.konto@example.org' };
    expect((await send(null, address)).kind).toBe('submitted');
    expect((await send(null, address)).kind).toBe('submitted');
    expect(await countOf(eq(jobApplications.emailAddress, 'ohne.konto@example.org'))).toBe(2);
  });
});
