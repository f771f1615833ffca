// A proposal in the stored types (as the CV import makes them) goes through the same checks as the forms.
import { useGraphQLFixtures } from '../graphql/testing';
import { describe, expect, it } from 'vitest';
import { REGION } from '../graphql/environment-testing';
import { loadOwnResume } from './own-resume';
import { saveResumeProposal } from './save-proposal';

const t = useGraphQLFixtures();

describe('saveResumeProposal', () => {
  it('saves the confirmed sections and names the fields it refused', async () => {
    const owner = { userId: t.fx.applicant.id, regionId: REGION };
    const { errors } = await saveResumeProposal(t.db, owner, {
      personalInfo: { firstName: 'Anna', lastName: 'Huber', homeLocation: { label: 'Traunstein', lat: 0, lon: 0 } },
      workExperience: [
        { jobTitle: 'Stationsleitung', period: { start: '2019-03', current: true } },
        { jobTitle: 'Pflegerin', period: { start: '2016-04' } },
      ],
      skills: { tids: [], free: 'Wundmanagement' },
    });
    expect(errors).toEqual([{ field: 'workExperience.1.period.end', message: expect.any(String) }]);
    const row = (await loadOwnResume(t.db, owner))!;
    expect(row.personalInfo.homeLocation?.label).toContain('Traunstein');
    expect(row.personalInfo.homeLocation?.lat).toBeGreaterThan(47);
    expect(row.workExperience).toEqual([]);
    expect(row.skills).toEqual({ tids: [], free: 'Wundmanagement' });
  });
});
