// The statements of getJob (the job page's operation) do not grow with what the job refers to: a job with
// one term per field costs the same as one with 20 per field (and an organization with 20 jobs).
import { describe, expect, it } from 'vitest';
import { GET_JOB } from '@/lib/graphql/documents/jobs';
import { expectSameStatementsForOneAndTwenty, useStatementDb } from '@/server/db/statement-testing';

/** The job with its organization, then its files; its terms come from the term table held in memory. */
const CEILING = 2;

const subject = useStatementDb({ gather: true });

describe('getJob statements', () => {
  it('are as many for 20 terms per field as for 1, and at most the ceiling', () =>
    expectSameStatementsForOneAndTwenty(subject, CEILING, async (set, termsPerField) => {
      const { data } = await subject.execute(GET_JOB, { id: set.jobIds[0] });
      const job = data?.getJob as { id: string; skills: unknown[]; logo: unknown; organization: { logo: unknown } };
      expect(job.id).toBe(set.jobIds[0]);
      expect(job.skills).toHaveLength(termsPerField);
      expect(job.logo && job.organization.logo).toBeTruthy();
    }));
});
