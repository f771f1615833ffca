// Resume alerts through the real route handler: saving with a default label and German messages next to the
// field, the bound of 20 per user and site, the own list only, changing the interval, deleting, and a recruiter
// whose subscription ended refused like in the search.
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import messages from '../../../messages/de.json';
import { ALERT_INTERVALS, resumeAlerts, subscriptions } from '../../db/schema';
import { firstError, gql, REGION } from '../../graphql/testing';
import { as, useResolverFixtures } from '../resolver-testing';

const t = useResolverFixtures();
const m = messages.resumeAlerts.errors;
const ALERT = 'id label criteria interval searchHref lastSentAt';
const SAVE = `mutation($payload: ResumeAlertSearchInput!, $label: String, $interval: JobAlertInterval!) {
  saveResumeAlert(payload: $payload, label: $label, interval: $interval) { alert { ${ALERT} } errors { field message } } }`;
const PAYLOAD = {
  keys: 'Pflege',
  place: { label: 'Rosenheim', lat: 47.8561, lon: 12.1289, radiusKm: 30 },
  filters: [{ field: 'language', values: ['6001'] }],
};
type Who = 'recruiter' | 'stranger' | 'applicant';

const save = async (variables: Record<string, unknown>, who: Who = 'recruiter') =>
  gql(SAVE, { payload: PAYLOAD, interval: 'WEEKLY', ...variables }, await as(t.fx[who]));
const saved = (result: Awaited<ReturnType<typeof save>>) =>
  result.json.data?.saveResumeAlert as { alert: Record<string, unknown> | null; errors: unknown[] };

afterEach(async () => {
  await t.db.delete(resumeAlerts).where(eq(resumeAlerts.regionId, REGION));
});

describe('resume alerts', () => {
  it('saves a search confirmed, named after its criteria, with the link that runs it', async () => {
    const result = saved(await save({}));
    expect(result.errors).toEqual([]);
    expect(result.alert).toMatchObject({
      label: '„Pflege“ in Rosenheim (+30 km) mit 1 Filter',
      criteria: '„Pflege“ in Rosenheim (+30 km) mit 1 Filter',
      interval: 'WEEKLY',
      searchHref: '/bewerbersuche?search=Pflege&geo_location=Rosenheim&radius=30&language=6001',
      lastSentAt: null,
    });
    const [row] = await t.db
      .select()
      .from(resumeAlerts)
      .where(eq(resumeAlerts.id, String(result.alert?.id)));
    expect(row).toMatchObject({
      confirmed: true,
      email: t.fx.recruiter.email,
      organizationId: t.fx.ownOrganization[t.fx.recruiter.id],
      intervalSeconds: ALERT_INTERVALS.weekly,
      search: { keys: 'Pflege', filters: { language: ['6001'] } },
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a radius too wide',
      { payload: { ...PAYLOAD, place: { ...PAYLOAD.place, radiusKm: 500 } } },
      'payload.place.radiusKm',
      m.radius.replace('{max}', '200'),
    ],
    [
      'too many words',
      { payload: { ...PAYLOAD, keys: 'a b c d e f g h i j k' } },
      'payload.keys',
      m.words.replace('{max}', '10'),
    ],
    ['a label with markup', { label: '<b>Pflege</b>' }, 'label', m.label.replace('{max}', '100')],
    [
      'a tid that is no number',
      { payload: { ...PAYLOAD, filters: [{ field: 'skill', values: ['x'] }] } },
      'payload.filters.0.values',
      m.filter,
    ],
    [
      'an unknown facet',
      { payload: { ...PAYLOAD, filters: [{ field: 'salary', values: ['1'] }] } },
      'payload.filters.0.field',
      m.filter,
    ],
  ])('refuses %s in German, next to the field', async (_name, variables, field, message) => {
    expect(saved(await save(variables))).toEqual({ alert: null, errors: [{ field, message }] });
  });

  it('keeps at most 20 alerts per user and site', async () => {
    await t.db.insert(resumeAlerts).values(
      Array.from({ length: 20 }, (_, i) => ({
        regionId: REGION,
        userId: t.fx.recruiter.id,
        email: t.fx.recruiter.email,
        search: { keys: `Suche ${i}`, place: null, filters: {} },
        confirmed: true,
        unsubscribeToken: `limit-${i}-${Math.random()}`,
      })),
    );
    expect(saved(await save({})).errors).toEqual([{ field: 'payload', message: m.limit.replace('{max}', '20') }]);
  });

  it('lists, changes and deletes only the caller’s own alerts', async () => {
    const own = saved(await save({ label: 'Meine Suche' })).alert!;
    const other = saved(await save({}, 'stranger')).alert!;
    const list = await gql(`{ myResumeAlerts { ${ALERT} } }`, {}, await as(t.fx.recruiter));
    expect(list.json.data?.myResumeAlerts).toEqual([expect.objectContaining({ id: own.id, label: 'Meine Suche' })]);

    const update = `mutation($id: ID!) { updateResumeAlert(id: $id, interval: NONE) { id interval } }`;
    const changed = await gql(update, { id: own.id }, await as(t.fx.recruiter));
    expect(changed.json.data?.updateResumeAlert).toEqual({ id: own.id, interval: 'NONE' });
    expect(firstError(await gql(update, { id: other.id }, await as(t.fx.recruiter)))).toEqual({
      code: 'NOT_FOUND',
      message: m.notFound,
    });

    const remove = `mutation($id: ID!) { deleteResumeAlert(id: $id) }`;
    expect(firstError(await gql(remove, { id: other.id }, await as(t.fx.recruiter)))?.code).toBe('NOT_FOUND');
    expect((await gql(remove, { id: own.id }, await as(t.fx.recruiter))).json.data?.deleteResumeAlert).toBe(true);
    expect(await t.db.select().from(resumeAlerts).where(eq(resumeAlerts.userId, t.fx.recruiter.id))).toEqual([]);
  });

  it('refuses a job seeker, and a recruiter whose subscription here has ended', async () => {
    expect(firstError(await save({}, 'applicant'))?.code).toBe('FORBIDDEN');
    const own = and(
      eq(subscriptions.organizationId, t.fx.ownOrganization[t.fx.stranger.id]),
      eq(subscriptions.regionId, REGION),
    );
    await t.db.update(subscriptions).set({ status: 'expired' }).where(own);
    try {
      expect(firstError(await save({}, 'stranger'))).toEqual({
        code: 'FORBIDDEN',
        message: messages.resumeSearch.errors.noSubscription,
      });
    } finally {
      await t.db.update(subscriptions).set({ status: 'active' }).where(own);
    }
  });
});
