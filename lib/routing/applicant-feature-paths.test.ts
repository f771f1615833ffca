// docs/product.md §1.4 APPLICANT_FEATURE_ACTIVE: the employers' applications inbox and its links exist only where the
// flag is on; the job seeker's own list stays (docs/product-decisions.md "Applicant management off").
import { describe, expect, it } from 'vitest';
import { getRegion } from '@/regions/registry';
import { workspaceSections } from '@/lib/workspace/sections';
import { testRegion } from './test-region';
import { isSwitchedOff, switchedOffBy } from './feature-paths';

const on = testRegion();
const off = testRegion({ FEATURES: { APPLICANT_FEATURE_ACTIVE: false } });

describe('the applications inbox by APPLICANT_FEATURE_ACTIVE', () => {
  it.each([
    ['the inbox', '/job-manager/bewerbungen', 'APPLICANT_FEATURE_ACTIVE'],
    ['the inbox filtered, as a link', '/job-manager/bewerbungen?stelle=1&status=new', 'APPLICANT_FEATURE_ACTIVE'],
    ['an application', '/job-manager/bewerbungen/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6', 'APPLICANT_FEATURE_ACTIVE'],
    ['the inbox as a menu target', 'internal:/job-manager/bewerbungen', 'APPLICANT_FEATURE_ACTIVE'],
    ["the seeker's own applications", '/user/bewerbungen', null],
    ['the job manager', '/job-manager', null],
    ['a page that only starts alike', '/job-manager/bewerbungenarchiv', null],
    ['the job statistics', '/job-manager/statistik/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6', null],
  ])('%s (%s): switched off by %s where the flag is off, never where it is on', (_name, path, flag) => {
    expect(switchedOffBy(off, path)).toBe(flag);
    expect(isSwitchedOff(on, path)).toBe(false);
  });

  it('leaves the inbox out of the workspace navigation where the flag is off, for employers and admins alike', () => {
    for (const roles of [['recruiter'], ['administrator']]) {
      expect(workspaceSections(roles, on).map((s) => s.key)).toContain('applications');
      expect(workspaceSections(roles, off).map((s) => s.key)).not.toContain('applications');
    }
  });

  it.each(['nrw', 'berlin-brandenburg'])('has no inbox on %s, whose config switches it off', (id) => {
    expect(isSwitchedOff(getRegion(id)!, '/job-manager/bewerbungen')).toBe(true);
    expect(isSwitchedOff(getRegion('franken')!, '/job-manager/bewerbungen')).toBe(false);
  });
});
