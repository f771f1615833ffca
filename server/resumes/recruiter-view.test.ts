// What a recruiter sees of a resume (docs/product-decisions.md "Privacy from one's employer"): blocked or not ×
// current employer hidden or shown × contact approved or not, decided by resumeAccess and shapeResumeFor alone.
import { describe, expect, it } from 'vitest';
import type { ResumeWorkExperience } from '../db/schema';
import { isCurrentJob, withCurrentEmployerHidden } from './current-employer';
import type { ResumeRow } from './own-resume';
import { resumeAccess, type ResumeViewer, shapeResumeFor } from './resume-view';
import { EMPTY_GROUPS } from './save-section';

const CURRENT: ResumeWorkExperience = {
  id: 'now',
  jobTitle: 'Elektronikerin',
  companyName: 'Siemens AG',
  period: { start: '2021-04', current: true },
};
const PAST: ResumeWorkExperience = {
  id: 'before',
  jobTitle: 'Auszubildende',
  companyName: 'Stadtwerke Erlangen',
  period: { start: '2018-09', end: '2021-03' },
};

const resume = (showCurrentEmployer: boolean) =>
  ({
    ...EMPTY_GROUPS,
    id: 'r',
    userId: 'owner',
    visible: true,
    complete: true,
    showCurrentEmployer,
    personalInfo: { firstName: 'Erika', lastName: 'Muster' },
    workExperience: [CURRENT, PAST],
  }) as ResumeRow;

const RECRUITER: ResumeViewer = { userId: 'recruiter', recruiter: true, adminLike: false };

/** What the recruiter reads: nothing at all, or the current job's company (or that it is hidden) and the name. */
function seen(blocked: boolean, shown: boolean, contactApproved: boolean) {
  const row = resume(shown);
  const access = resumeAccess(RECRUITER, row, { blocked, contactApproved });
  const shaped = shapeResumeFor(row, access);
  if (!shaped) return { access };
  const [current, past] = shaped.workExperience;
  return {
    access,
    current: current.companyHidden ? 'hidden' : current.companyName,
    past: past.companyName,
    name: shaped.personalInfo.lastName ?? null,
  };
}

describe('what a recruiter sees', () => {
  it.each([
    // blocked: the resume does not exist for them, whatever else holds
    [true, false, false, { access: 'absent' }],
    [true, true, false, { access: 'absent' }],
    [true, false, true, { access: 'absent' }],
    [true, true, true, { access: 'absent' }],
    // not blocked: the current employer only when shown, or to an approved contact (with the private fields)
    [false, false, false, { access: 'public', current: 'hidden', past: PAST.companyName, name: null }],
    [false, true, false, { access: 'public', current: CURRENT.companyName, past: PAST.companyName, name: null }],
    [false, false, true, { access: 'contact', current: CURRENT.companyName, past: PAST.companyName, name: 'Muster' }],
    [false, true, true, { access: 'contact', current: CURRENT.companyName, past: PAST.companyName, name: 'Muster' }],
  ])('blocked %s, current employer shown %s, contact approved %s', (blocked, shown, approved, expected) => {
    expect(seen(blocked, shown, approved)).toEqual(expected);
  });

  it('never hides anything from the owner, even one who belongs to a blocked organization', () => {
    const row = resume(false);
    const access = resumeAccess({ userId: 'owner', recruiter: true, adminLike: false }, row, { blocked: true });
    expect(access).toBe('owner');
    expect(shapeResumeFor(row, access)).toBe(row);
  });

  it('gives a job seeker of a blocked organization what every job seeker gets, so the block does not show', () => {
    const seeker = { userId: 'seeker', recruiter: false, adminLike: false };
    expect(resumeAccess(seeker, resume(false), { blocked: true })).toBe('none');
    expect(resumeAccess(seeker, resume(false))).toBe('none');
  });

  it('treats support acting for a blocked organization as that organization', () => {
    const support = { userId: 'support', recruiter: false, adminLike: true };
    expect(resumeAccess(support, resume(false), { blocked: true })).toBe('absent');
  });
});

describe('current jobs', () => {
  it.each([
    [{ start: '2020-01', current: true }, true],
    [{ start: '2020-01' }, true],
    [{}, true],
    [{ start: '2020-01', end: '2023-05' }, false],
    [{ start: '2020-01', end: '2023-05', current: false }, false],
  ])('%j is current: %s', (period, current) => {
    expect(isCurrentJob(period)).toBe(current);
  });

  it('takes out only a named current company and says it did', () => {
    const unnamed = { ...CURRENT, id: 'free', companyName: undefined };
    expect(withCurrentEmployerHidden([CURRENT, PAST, unnamed])).toEqual([
      { id: 'now', jobTitle: 'Elektronikerin', period: CURRENT.period, companyHidden: true },
      PAST,
      unnamed,
    ]);
  });
});
