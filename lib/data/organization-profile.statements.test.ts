// The statements of getOrganizationProfile (the employer page's operation) do not grow with the
// organization: 1 or 20 jobs, gallery images, contact people, attachments, industries and benefits cost the
// same few statements.
import { describe, expect, it } from 'vitest';
import { GET_ORGANIZATION_PROFILE } from '@/lib/graphql/documents/organizations';
import { expectSameStatementsForOneAndTwenty, useStatementDb } from '@/server/db/statement-testing';

/** The organization, its open jobs counted, its attachments, its terms and its images. */
const CEILING = 5;

const subject = useStatementDb({ gather: true });

describe('getOrganizationProfile statements', () => {
  it('are as many for 20 of everything as for 1, and at most the ceiling', () =>
    expectSameStatementsForOneAndTwenty(subject, CEILING, async (set, entries) => {
      const { data } = await subject.execute(GET_ORGANIZATION_PROFILE, { slug: set.organizationSlugs[0] });
      const profile = data?.getOrganizationProfile as {
        openJobs: number;
        gallery: unknown[];
        attachments: unknown[];
        benefits: unknown[];
        contactPeople: Array<{ photo: unknown }>;
      };
      expect(profile.openJobs).toBe(entries);
      for (const list of [profile.gallery, profile.attachments, profile.benefits, profile.contactPeople]) {
        expect(list).toHaveLength(entries);
      }
      expect(profile.contactPeople.every((c) => c.photo)).toBe(true);
    }));
});
