// The account's employer mail switches through the API: every kind on for a new account, the whole set saved
// at once for the caller only, and a malformed input refused as bad input (never a 500).
import { firstError, gql, REGION } from '../../graphql/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createAccount } from '../../auth/registration';
import { as, useResolverFixtures } from '../resolver-testing';

const state = useResolverFixtures();

const READ = '{ myEmployerMailSettings { applications jobReview jobExpiring contactAnswers teamJoined } }';
const SAVE = `mutation($i: EmployerMailSettingsInput!) {
  updateMyEmployerMailSettings(input: $i) { applications jobReview jobExpiring contactAnswers teamJoined } }`;
const ALL_ON = { applications: true, jobReview: true, jobExpiring: true, contactAnswers: true, teamJoined: true };

async function account(local: string) {
  const email = `${local}-${state.tag}@example.test`;
  const id = await createAccount(state.db, { email, passwordHash: 'x', name: 'Erika Arbeitgeber', regionId: REGION });
  state.cleanups.push(() => state.db.delete(users).where(eq(users.id, id)));
  return { id, email };
}

describe('myEmployerMailSettings / updateMyEmployerMailSettings', () => {
  it('starts with every kind on and keeps exactly what the caller switched off, for the caller only', async () => {
    const erika = await account('erika');
    const other = await account('other');
    expect((await gql(READ, {}, await as(erika))).json.data!.myEmployerMailSettings).toEqual(ALL_ON);
    const saved = await gql(SAVE, { i: { ...ALL_ON, applications: false, teamJoined: false } }, await as(erika));
    expect(saved.json.data!.updateMyEmployerMailSettings).toEqual({
      ...ALL_ON,
      applications: false,
      teamJoined: false,
    });
    expect((await gql(READ, {}, await as(erika))).json.data!.myEmployerMailSettings).toEqual({
      ...ALL_ON,
      applications: false,
      teamJoined: false,
    });
    expect((await gql(READ, {}, await as(other))).json.data!.myEmployerMailSettings).toEqual(ALL_ON);
  });

  it('refuses a missing or non-boolean kind as bad input, changing nothing', async () => {
    const erika = await account('bad');
    const { teamJoined: _left, ...missing } = ALL_ON;
    for (const input of [missing, { ...ALL_ON, jobReview: 'ja' }, { ...ALL_ON, extra: true }]) {
      const answer = await gql(SAVE, { i: input }, await as(erika));
      expect(answer.status).toBeLessThan(500);
      expect(firstError(answer)).toBeTruthy();
    }
    expect((await gql(READ, {}, await as(erika))).json.data!.myEmployerMailSettings).toEqual(ALL_ON);
  });
});
