// @module-tag postgres
// Privacy from one's employer through the real route handler (docs/product-decisions.md "Privacy from one's
// employer"): the owner blocks the stranger's organization; its recruiter gets what an unknown resume gets, in the
// search, by id and when asking for contact; the recruiter of another organization reads the resume, and neither
// the answer nor the search gives away the hidden current employer until the owner shows it.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../messages/de.json';
import { resumes } from '../../db/schema';
import { firstError, gql, REGION } from '../../graphql/testing';
import { as, useResolverFixtures } from '../resolver-testing';

const t = useResolverFixtures();
const m = messages.resumePrivacy.errors;
const EMPLOYER = 'Siemens Healthineers';
let resumeId: string;

const SEARCH = `query($keys: String) { searchResumes(payload: { keys: $keys }) { total hits { id title } } }`;
const VIEW = `query($id: ID!) { recruiterResume(id: $id) { resume { id workExperience { jobTitle companyName companyHidden } } } }`;
const BY_ID = `query($id: ID!) { resume(id: $id) { id workExperience { companyName companyHidden } } }`;
const ASK = `mutation($id: ID!) { requestResumeContact(resumeId: $id, message: "Hallo") { errors { field message } } }`;
const BLOCK = `mutation($id: ID!, $o: ID, $name: String) { blockResumeOrganization(resumeId: $id, organizationId: $o, name: $name) {
  privacy { blockedOrganizations { id name } } added { id } errors { field message } suggestions { id name } } }`;
const SHOW = `mutation($id: ID!, $shown: Boolean!) { setCurrentEmployerShown(resumeId: $id, shown: $shown) { showCurrentEmployer } }`;

const owner = () => as(t.fx.applicant);
const search = async (keys: string, who: 'recruiter' | 'stranger') =>
  (
    (await gql(SEARCH, { keys }, await as(t.fx[who]))).json.data?.searchResumes as { hits: Array<{ id: string }> }
  ).hits.map((h) => h.id);

beforeAll(async () => {
  const [row] = await t.db
    .insert(resumes)
    .values({
      userId: t.fx.applicant.id,
      regionId: REGION,
      visible: true,
      complete: true,
      personalInfo: { firstName: 'Erika' },
      jobPreferences: { title: 'Elektronikerin', desiredOccupation: [], employmentType: [], availabilityPeriods: [] },
      workExperience: [
        { id: 'w1', jobTitle: 'Elektronikerin', companyName: EMPLOYER, period: { start: '2021-04', current: true } },
        {
          id: 'w2',
          jobTitle: 'Auszubildende',
          companyName: 'Stadtwerke Erlangen',
          period: { start: '2018-09', end: '2021-03' },
        },
      ],
    })
    .returning({ id: resumes.id });
  resumeId = row.id;
});

describe('blocking through the API', () => {
  it('refuses in German what names no organization, with suggestions to pick from', async () => {
    const nothing = await gql(BLOCK, { id: resumeId, name: '  ' }, await owner());
    expect(nothing.json.data?.blockResumeOrganization).toMatchObject({
      added: [],
      errors: [{ field: 'name', message: m.nameEmpty }],
    });
    const partly = await gql(BLOCK, { id: resumeId, name: 'stranger' }, await owner());
    expect(partly.json.data?.blockResumeOrganization).toMatchObject({
      errors: [{ field: 'name', message: m.unknown }],
      suggestions: [{ id: t.fx.strangerOrganization }],
    });
  });

  it('blocks the organization the owner picked', async () => {
    const { json } = await gql(BLOCK, { id: resumeId, o: t.fx.strangerOrganization }, await owner());
    expect(json.data?.blockResumeOrganization).toMatchObject({
      added: [{ id: t.fx.strangerOrganization }],
      errors: [],
      privacy: { blockedOrganizations: [{ id: t.fx.strangerOrganization }] },
    });
  });

  it('gives the blocked organization’s recruiter what an unknown resume gives, everywhere', async () => {
    const stranger = await as(t.fx.stranger);
    expect(await search('Elektronikerin', 'stranger')).not.toContain(resumeId);
    for (const query of [VIEW, BY_ID]) {
      const blocked = firstError(await gql(query, { id: resumeId }, stranger));
      expect(blocked).toEqual(firstError(await gql(query, { id: randomUUID() }, stranger)));
      expect(blocked?.code).toBe('NOT_FOUND');
    }
    const asked = await gql(ASK, { id: resumeId }, stranger);
    expect(firstError(asked)).toEqual(firstError(await gql(ASK, { id: randomUUID() }, stranger)));
  });
});

describe('the hidden current employer', () => {
  it('reaches no recruiter, in the answer or the search, while the owner hides it', async () => {
    const recruiter = await as(t.fx.recruiter);
    expect(await search('Elektronikerin', 'recruiter')).toContain(resumeId);
    expect(await search('Siemens', 'recruiter')).not.toContain(resumeId);
    expect(await search('Stadtwerke Erlangen', 'recruiter')).toContain(resumeId);
    for (const query of [VIEW, BY_ID]) {
      const { json } = await gql(query, { id: resumeId }, recruiter);
      expect(firstError({ json })).toBeNull();
      expect(JSON.stringify(json)).not.toContain('Siemens');
      expect(JSON.stringify(json)).toContain('Stadtwerke Erlangen');
    }
    const { json } = await gql(VIEW, { id: resumeId }, recruiter);
    expect(json.data?.recruiterResume).toMatchObject({
      resume: { workExperience: [{ companyName: null, companyHidden: true }, { companyHidden: false }] },
    });
  });

  it('reaches recruiters, and the search, once the owner shows it; the owner always sees it', async () => {
    const recruiter = await as(t.fx.recruiter);
    expect(
      JSON.stringify((await gql('{ myResume { workExperience { companyName } } }', {}, await owner())).json),
    ).toContain(EMPLOYER);
    await gql(SHOW, { id: resumeId, shown: true }, await owner());
    try {
      expect(await search('Siemens', 'recruiter')).toContain(resumeId);
      const { json } = await gql(VIEW, { id: resumeId }, recruiter);
      expect(json.data?.recruiterResume).toMatchObject({
        resume: { workExperience: [{ companyName: EMPLOYER, companyHidden: false }, {}] },
      });
    } finally {
      await gql(SHOW, { id: resumeId, shown: false }, await owner());
    }
    expect(await search('Siemens', 'recruiter')).not.toContain(resumeId);
  });
});
