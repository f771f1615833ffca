// Resume editing through the real route handler and database: sections saved one by one, problems with their
// paths, the wizard's hidden fields, finishing the wizard, visibility. The test helpers go first.
import { firstError, gql } from '../../graphql/testing';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resumes, taxonomyTerms } from '../../db/schema';
import { as, useResolverFixtures } from '../resolver-testing';

const t = useResolverFixtures();
const base = 920_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
const TID = { occupation: base + 1, employment: base + 2, language: base + 3, skill: base + 4 };

const FIELDS = `id visible complete completeness { percent missing }
  personalInfo { salutation firstName lastName phone birthday homeLocation { label lat } about }
  jobPreferences { title desiredOccupation employmentType desiredLocation { label } radiusKm desiredSalary { amount unit currencyCode } availabilityPeriods }
  education { id institution period { start end current } }
  workExperience { id jobTitle companyName period { start end current } }
  languages { tids levels { tid level } free } skills { tids free notes }`;
const SAVE = `mutation($input: ResumeSectionInput!, $wizard: Boolean) { saveResumeSection(input: $input, wizard: $wizard) {
  errors { field message } resume { ${FIELDS} } } }`;
const MINE = `{ myResume { ${FIELDS} } }`;

type Saved = { errors: Array<{ field: string; message: string }>; resume: Record<string, any> | null }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads nested answers

async function save(input: Record<string, unknown>, user = t.fx.applicant, wizard = false): Promise<Saved> {
  const { json } = await gql(SAVE, { input, wizard }, await as(user));
  expect(json.errors).toBeUndefined();
  return json.data!.saveResumeSection as Saved;
}

beforeAll(async () => {
  await t.db.insert(taxonomyTerms).values([
    { vocabulary: 'occupational_field', tid: TID.occupation, label: `Pflege ${t.tag}` },
    { vocabulary: 'employment_type', tid: TID.employment, label: `Vollzeit ${t.tag}` },
    { vocabulary: 'language', tid: TID.language, label: `Englisch ${t.tag}` },
    { vocabulary: 'skill', tid: TID.skill, label: `Excel ${t.tag}` },
  ]);
  t.cleanups.push(() => t.db.delete(taxonomyTerms).where(inArray(taxonomyTerms.tid, Object.values(TID))));
});

describe('resume editing', () => {
  it('has no resume before the first save, and refuses anonymous callers', async () => {
    const { json } = await gql(MINE, {}, await as(t.fx.applicant));
    expect(json.data?.myResume).toBeNull();
    expect(firstError(await gql(MINE, {}, await as(null)))?.code).toBe('UNAUTHENTICATED');
  });

  it('saves personal info on its own, resolving the home town to a place', async () => {
    const { errors, resume } = await save({
      personalInfo: {
        salutation: 'ms',
        firstName: ' Anna ',
        lastName: 'Huber',
        phone: '+49 861 123456',
        homeLocation: 'Traunstein',
        birthday: '1990-05-01',
      },
    });
    expect(errors).toEqual([]);
    expect(resume!.personalInfo).toMatchObject({
      firstName: 'Anna',
      lastName: 'Huber',
      homeLocation: { label: expect.stringContaining('Traunstein') },
    });
    expect(resume!.complete).toBe(false);
    expect(resume!.completeness.missing).not.toContain('names');
  });

  it.each([
    [{ personalInfo: { firstName: '', lastName: 'Huber' } }, 'personalInfo.firstName'],
    [{ personalInfo: { firstName: 'A', lastName: 'B', phone: 'abc' } }, 'personalInfo.phone'],
    [{ personalInfo: { firstName: 'A', lastName: 'B', birthday: '2024-01-01' } }, 'personalInfo.birthday'],
    [
      { personalInfo: { firstName: 'A', lastName: 'B', homeLocation: 'Atlantis-Nirgendwo' } },
      'personalInfo.homeLocation',
    ],
    [{ jobPreferences: { desiredOccupation: [TID.language] } }, 'jobPreferences.desiredOccupation.0'],
    [{ workExperience: [{ jobTitle: 'Pflegerin', period: { start: '2020-01' } }] }, 'workExperience.0.period.end'],
    [
      { workExperience: [{ jobTitle: 'Pflegerin', period: { start: '2020-01', end: '2019-01' } }] },
      'workExperience.0.period.end',
    ],
    [{ education: [{ institution: '', period: { start: '2010-09', current: true } }] }, 'education.0.institution'],
    [{ languages: { tids: [TID.language], levels: [{ tid: TID.language, level: 'Z9' }] } }, 'languages.levels.0.level'],
  ])('refuses %j at %s with a German message and keeps the stored resume', async (input, field) => {
    const before = (await gql(MINE, {}, await as(t.fx.applicant))).json.data?.myResume;
    const { errors, resume } = await save(input);
    expect(errors.map((e) => e.field)).toContain(field);
    expect(errors.every((e) => /[äöüa-z]/.test(e.message) && !e.message.includes('Invalid'))).toBe(true);
    expect(resume).toEqual(before);
  });

  it('refuses an input naming no section or two', async () => {
    for (const input of [{}, { skills: { free: 'x' }, languages: { free: 'y' } }]) {
      expect(firstError(await gql(SAVE, { input }, await as(t.fx.applicant)))?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('keeps ordered lists with ids, "heute" as current, and mirrors terms for search', async () => {
    const { errors, resume } = await save({
      workExperience: [
        { jobTitle: 'Stationsleitung', companyName: 'Klinikum', period: { start: '2019-03', current: true } },
        { jobTitle: 'Pflegerin', occupationalField: TID.occupation, period: { start: '2016-04', end: '2019-02' } },
      ],
    });
    expect(errors).toEqual([]);
    const entries = resume!.workExperience as Array<{ id: string; jobTitle: string; period: unknown }>;
    expect(entries.map((e) => e.jobTitle)).toEqual(['Stationsleitung', 'Pflegerin']);
    expect(entries[0].period).toEqual({ start: '2019-03', end: null, current: true });
    // Moving: the same entries, ids kept, in the new order.
    const moved = await save({
      workExperience: [...entries]
        .reverse()
        .map(({ id, jobTitle, period }) => ({ id, jobTitle, period, occupationalField: TID.occupation })),
    });
    expect(moved.resume!.workExperience.map((e: { id: string }) => e.id)).toEqual([entries[1].id, entries[0].id]);
    const [row] = await t.db.select().from(resumes).where(eq(resumes.id, resume!.id));
    expect(row.occupationTids).toEqual([TID.occupation]);
  });

  it('in the wizard keeps the phone it hides, and finishing needs a desired occupation', async () => {
    const { resume } = await save(
      { personalInfo: { firstName: 'Anna', lastName: 'Huber', phone: '' } },
      t.fx.applicant,
      true,
    );
    expect(resume!.personalInfo.phone).toBe('+49 861 123456');
    const early = await gql(
      'mutation { completeResumeWizard { errors { field } resume { complete } } }',
      {},
      await as(t.fx.applicant),
    );
    expect(early.json.data?.completeResumeWizard).toMatchObject({
      errors: [{ field: 'jobPreferences.desiredOccupation' }],
      resume: { complete: false },
    });
    const prefs = await save(
      {
        jobPreferences: {
          title: 'Pflegefachkraft',
          desiredOccupation: [TID.occupation],
          employmentType: [TID.employment],
          desiredLocation: '83278',
          radiusKm: 20,
          desiredSalary: { amount: 3800, unit: 'month' },
          availabilityPeriods: ['mornings'],
        },
      },
      t.fx.applicant,
      true,
    );
    expect(prefs.errors).toEqual([]);
    expect(prefs.resume!.jobPreferences).toMatchObject({ radiusKm: 20, desiredSalary: { currencyCode: 'EUR' } });
    const done = await gql(
      'mutation { completeResumeWizard { errors { field } resume { complete } } }',
      {},
      await as(t.fx.applicant),
    );
    expect(done.json.data?.completeResumeWizard).toEqual({ errors: [], resume: { complete: true } });
    // Taking away what the wizard asked for makes it incomplete again; giving it back does not finish it.
    const emptied = await save({ jobPreferences: { desiredOccupation: [] } });
    expect(emptied.resume!.complete).toBe(false);
    expect((await save({ jobPreferences: { desiredOccupation: [TID.occupation] } })).resume!.complete).toBe(false);
    await gql('mutation { completeResumeWizard { errors { field } } }', {}, await as(t.fx.applicant));
  });

  it('switches visibility, and a language level only for a chosen language', async () => {
    const set = await gql('mutation { setResumeVisibility(visible: true) { visible } }', {}, await as(t.fx.applicant));
    expect(set.json.data?.setResumeVisibility).toEqual({ visible: true });
    const { resume } = await save({
      languages: {
        tids: [TID.language],
        levels: [
          { tid: TID.language, level: 'C1' },
          { tid: 1, level: 'A1' },
        ],
        free: 'Bairisch',
      },
    });
    expect(resume!.languages).toEqual({
      tids: [TID.language],
      levels: [{ tid: TID.language, level: 'C1' }],
      free: 'Bairisch',
    });
    const none = await gql('mutation { setResumeVisibility(visible: true) { visible } }', {}, await as(t.fx.recruiter));
    expect(firstError(none)?.code).toBe('NOT_FOUND');
  });
});
