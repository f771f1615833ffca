// Private fields by construction: for random resumes, callers and request states, the private fields (and the e-mail)
// appear in a recruiterResume or resume(id) answer exactly when the caller's organization holds an approved, unrevoked
// request. fast-check draws the cases; each one is stored and asked through the real route handler.
import fc from 'fast-check';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { RESUME_PRIVATE_FIELDS, resumeContactRequests } from '../../db/schema';
import { gql } from '../../graphql/testing';
import { contactTestData, PRIVATE_INFO } from '../../resume-contacts/contact-testing';
import { as, useResolverFixtures } from '../resolver-testing';

const t = useResolverFixtures();
let data: ReturnType<typeof contactTestData>;
beforeAll(() => {
  data = contactTestData(t.db, t.fx.productId);
});
afterAll(() => data.cleanup());

const QUERY = `query($id: ID!) { recruiterResume(id: $id) { email contactApproved
  resume { personalInfo { firstName lastName phone birthday homeLocation { label } about } } }
  resume(id: $id) { personalInfo { firstName lastName phone birthday homeLocation { label } } } }`;

/** Who asks: the requesting organization's owner, another organization's recruiter, admin-like users, a job seeker. */
const CALLERS = ['recruiter', 'stranger', 'administrator', 'site_admin', 'job_editor', 'applicant'] as const;
/** Whose organization the request is from: the caller's own, another recruiter's, or none at all. */
const REQUESTERS = ['caller', 'recruiter', 'stranger', 'none'] as const;
const STATES = ['pending', 'approved', 'declined', 'revoked'] as const;

const leaks = (answer: string) =>
  [
    PRIVATE_INFO.firstName,
    PRIVATE_INFO.lastName,
    PRIVATE_INFO.phone,
    PRIVATE_INFO.birthday,
    PRIVATE_INFO.homeLocation.label,
  ].filter((value) => answer.includes(value));

describe('private resume fields and contact requests (property)', () => {
  it('appear exactly when the caller’s organization holds an approved request', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          caller: fc.constantFrom(...CALLERS),
          requester: fc.constantFrom(...REQUESTERS),
          state: fc.constantFrom(...STATES),
          visible: fc.boolean(),
          complete: fc.boolean(),
        }),
        async ({ caller, requester, state, visible, complete }) => {
          const candidate = await data.candidate({ visible, complete });
          const requesting = requester === 'caller' ? caller : requester;
          if (requesting !== 'none')
            await t.db.insert(resumeContactRequests).values({
              resumeId: candidate.resumeId,
              organizationId: t.fx.ownOrganization[t.fx[requesting].id],
              status: state,
              message: 'Property',
            });
          const { json } = await gql(QUERY, { id: candidate.resumeId }, await as(t.fx[caller]));
          const answer = JSON.stringify(json);
          // Every fixture user owns an organization, the job seeker too: the role still keeps them out.
          const opened = requesting === caller && state === 'approved' && caller !== 'applicant';
          if (opened) {
            const seen = json.data?.recruiterResume as {
              email: string;
              resume: { personalInfo: Record<string, unknown> };
            };
            expect(seen.email).toBe(candidate.email);
            for (const field of RESUME_PRIVATE_FIELDS) expect(seen.resume.personalInfo[field]).not.toBeNull();
            const plain = json.data?.resume as { personalInfo: Record<string, unknown> };
            for (const field of RESUME_PRIVATE_FIELDS) expect(plain.personalInfo[field]).not.toBeNull();
          } else {
            expect(leaks(answer)).toEqual([]);
            expect(answer).not.toContain(candidate.email);
          }
        },
      ),
      { numRuns: 60, seed: 17 },
    );
  });
});
