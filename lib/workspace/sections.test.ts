import { describe, expect, it } from 'vitest';
import { workspaceSections } from './sections';

describe('workspaceSections: the workspace navigation per role', () => {
  it.each([
    [[], ['jobs', 'applications', 'profile', 'team', 'products', 'log']],
    [['recruiter'], ['jobs', 'applications', 'profile', 'team', 'products', 'log']],
    [
      ['applicant', 'recruiter'],
      ['jobs', 'applications', 'profile', 'team', 'products', 'log'],
    ],
    [['site_admin'], ['jobs', 'applications', 'profile', 'team', 'products', 'log', 'orders']],
    [['administrator'], ['jobs', 'applications', 'profile', 'team', 'products', 'log', 'orders']],
    // A job editor reviews content; the site's orders (money) are not theirs.
    [
      ['job_editor', 'recruiter'],
      ['jobs', 'applications', 'profile', 'team', 'products', 'log'],
    ],
  ])('%j → %j', (roles, keys) => {
    expect(workspaceSections(roles).map((s) => s.key)).toEqual(keys);
  });

  it('leads "Guthaben & Rechnungen" to /my-products and the orders to the job manager', () => {
    const paths = Object.fromEntries(workspaceSections(['administrator']).map((s) => [s.key, s.path]));
    expect(paths.products).toBe('/my-products');
    expect(paths.orders).toBe('/job-manager/bestellungen');
  });
});
