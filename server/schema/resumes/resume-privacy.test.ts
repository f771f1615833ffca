// Part 7, privacy by construction: the private personal_info fields (docs/product.md §3) reach nobody but the owner,
// per role and per field, through the real route handler; the shaping function itself is checked field by field.
import { firstError, gql, REGION } from '../../graphql/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESUME_PRIVATE_FIELDS, resumes } from '../../db/schema';
import type { ResumeRow } from '../../resumes/own-resume';
import { resumeAccess, shapeResumeFor } from '../../resumes/resume-view';
import { as, useResolverFixtures } from '../resolver-testing';

const t = useResolverFixtures();
const PRIVATE = {
  firstName: 'Geheimvorname',
  lastName: 'Geheimnachname',
  phone: '+49 861 999999',
  birthday: '1988-02-03',
  homeLocation: { label: 'Geheimort', lat: 47.87, lon: 12.64 },
};
const QUERY = `query($id: ID!) { resume(id: $id) { id personalInfo { salutation about firstName lastName phone birthday homeLocation { label } } } }`;
let visibleId: string;
let hiddenId: string;

beforeAll(async () => {
  const [visible] = await t.db
    .insert(resumes)
    .values({
      userId: t.fx.applicant.id,
      regionId: REGION,
      visible: true,
      complete: true,
      personalInfo: { salutation: 'ms', about: 'Öffentlich', ...PRIVATE },
    })
    .returning();
  visibleId = visible.id;
  const [hidden] = await t.db
    .insert(resumes)
    .values({ userId: t.fx.doomed.id, regionId: visible.regionId, complete: true, personalInfo: PRIVATE })
    .returning();
  hiddenId = hidden.id;
});

const VIEWERS = ['recruiter', 'stranger', 'administrator', 'site_admin', 'job_editor'] as const;

describe('private resume fields', () => {
  it.each(VIEWERS.flatMap((viewer) => RESUME_PRIVATE_FIELDS.map((field) => [viewer, field] as const)))(
    '%s sees the visible resume without %s',
    async (viewer, field) => {
      const { json } = await gql(QUERY, { id: visibleId }, await as(t.fx[viewer]));
      const info = (json.data?.resume as { personalInfo: Record<string, unknown> }).personalInfo;
      expect(info[field]).toBeNull();
      expect(info).toMatchObject({ salutation: 'ms', about: 'Öffentlich' });
      expect(JSON.stringify(json)).not.toContain(field === 'homeLocation' ? 'Geheimort' : String(PRIVATE[field]));
    },
  );

  it.each(RESUME_PRIVATE_FIELDS.map((field) => [field]))('the owner sees %s, by id and as myResume', async (field) => {
    for (const query of [
      QUERY,
      `{ resume: myResume { personalInfo { ${field} ${field === 'homeLocation' ? '{ label }' : ''} } } }`,
    ]) {
      const { json } = await gql(query, { id: visibleId }, await as(t.fx.applicant));
      const info = (json.data?.resume as { personalInfo: Record<string, unknown> }).personalInfo;
      expect(info[field]).toEqual(field === 'homeLocation' ? { label: 'Geheimort' } : PRIVATE[field]);
    }
  });

  it('the completeness a recruiter reads does not tell whether a private field is filled in', async () => {
    const query = 'query($id: ID!) { resume(id: $id) { completeness { missing } } }';
    const { json } = await gql(query, { id: visibleId }, await as(t.fx.recruiter));
    const { missing } = (json.data?.resume as { completeness: { missing: string[] } }).completeness;
    expect(missing).toEqual(expect.arrayContaining(['names', 'phone', 'homeLocation']));
  });

  it('another job seeker, and anyone on a hidden resume, gets nothing', async () => {
    expect(firstError(await gql(QUERY, { id: visibleId }, await as(t.fx.doomed)))?.code).toBe('FORBIDDEN');
    expect(firstError(await gql(QUERY, { id: visibleId }, await as(null)))?.code).toBe('UNAUTHENTICATED');
    for (const viewer of VIEWERS)
      expect(firstError(await gql(QUERY, { id: hiddenId }, await as(t.fx[viewer])))?.code).toBe('FORBIDDEN');
  });

  it('the shaping function drops every private field for public access and keeps them for owner and contact', () => {
    const row = {
      userId: 'u',
      visible: true,
      complete: true,
      personalInfo: { about: 'x', ...PRIVATE },
      workExperience: [],
    } as unknown as ResumeRow;
    const recruiter = { userId: 'r', recruiter: true, adminLike: false };
    expect(resumeAccess(recruiter, row)).toBe('public');
    const shown = shapeResumeFor(row, 'public')!;
    for (const field of RESUME_PRIVATE_FIELDS) expect(shown.personalInfo).not.toHaveProperty(field);
    expect(shapeResumeFor(row, resumeAccess({ userId: 'u', recruiter: false, adminLike: false }, row))).toBe(row);
    // An approved contact request opens the private fields to that recruiter.
    expect(resumeAccess(recruiter, row, { contactApproved: true })).toBe('contact');
    expect(resumeAccess({ userId: 'a', recruiter: false, adminLike: false }, row)).toBe('none');
  });
});
