// A salary range keeps its period: the wizard shows "pro Monat" preselected, and an amount sent without a period
// is saved per month, so the job page and its JobPosting (baseSalary.unitText) name it.
import { describe, expect, it } from 'vitest';
import { gql } from '../../graphql/testing';
import { as } from '../resolver-testing';
import { completeInput, save, usePostingFixtures } from './posting-testing';

const state = usePostingFixtures();

async function savedSalary(id: string) {
  const posting = await gql(
    'query($id: ID!) { jobPosting(id: $id) { fields { salary { min max currencyCode unit } } } }',
    { id },
    await as(state.fx.recruiter),
  );
  return (posting.json.data?.jobPosting as { fields: { salary: unknown } }).fields.salary;
}

describe('a salary range', () => {
  it('sent without its period is saved per month, as the wizard showed it', async () => {
    const saved = await save(await as(state.fx.recruiter), completeInput('Koch (m/w/d)', { salary: { min: 3000 } }));
    expect(saved.data.errors).toEqual([]);
    expect(await savedSalary(saved.data.posting!.id)).toEqual({
      min: 3000,
      max: null,
      currencyCode: 'EUR',
      unit: 'month',
    });
  });

  it('keeps a chosen period', async () => {
    const input = completeInput('Aushilfe', { salary: { min: 14.5, max: 16, currencyCode: 'EUR', unit: 'hour' } });
    const saved = await save(await as(state.fx.recruiter), input);
    expect(await savedSalary(saved.data.posting!.id)).toEqual({
      min: 14.5,
      max: 16,
      currencyCode: 'EUR',
      unit: 'hour',
    });
  });

  it('with a maximum below the minimum is refused next to "Bis", not saved as "ab …"', async () => {
    const options = await as(state.fx.recruiter);
    const saved = await save(options, completeInput('Bäcker', { salary: { min: 3000, max: 2500 } }));
    expect(saved.data.errors).toEqual([
      { field: 'salary.max', message: 'Das Höchstgehalt darf nicht unter dem Mindestgehalt liegen.' },
    ]);
    expect(await savedSalary(saved.data.posting!.id)).toBeNull();
  });
});
