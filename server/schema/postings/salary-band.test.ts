// A posting may name a salary band instead of its own range: the job then shows and marks up the band's pay.
import { describe, expect, it } from 'vitest';
import { gql } from '../../graphql/testing';
import { as } from '../resolver-testing';
import { completeInput, review, save, submit, usePostingFixtures } from './posting-testing';

const state = usePostingFixtures();

describe('a salary band', () => {
  it('is kept as the band and published as its yearly pay', async () => {
    const { fx } = state;
    const saved = await save(
      await as(fx.recruiter),
      completeInput('Disponent (m/w/d)', { salaryRange: '40000-50000' }),
    );
    expect(saved.data.errors).toEqual([]);
    const id = saved.data.posting!.id;
    const posting = await gql(
      'query($id: ID!) { jobPosting(id: $id) { fields { salaryRange salary { min max } } } }',
      { id },
      await as(fx.recruiter),
    );
    expect(posting.json.data?.jobPosting).toEqual({ fields: { salaryRange: '40000-50000', salary: null } });

    expect((await submit(await as(fx.recruiter), id)).outcome).toBe('needs_review');
    await review(await as(fx.administrator), 'approve', id);
    const job = await gql(
      'query($id: ID!) { getJob(id: $id) { salary { min max currencyCode unit } } }',
      { id },
      await as(null),
    );
    expect(job.json.data?.getJob).toEqual({ salary: { min: 40000, max: 50000, currencyCode: 'EUR', unit: 'year' } });
  });

  it('must be one of the offered bands', async () => {
    const saved = await save(await as(state.fx.recruiter), { title: 'Fahrer', salaryRange: '10-20' });
    expect(saved.data.errors.map((e) => e.field)).toEqual(['salaryRange']);
  });
});
