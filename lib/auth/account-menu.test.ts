import { describe, expect, it } from 'vitest';
import { currentEntryHref, entriesFor, menuAudiences, type AccountEntry } from './account-menu';

describe('the account menu’s audiences per role (docs/product.md §6)', () => {
  it.each([
    [['applicant'], ['everyone', 'seeker']],
    [[], ['everyone', 'seeker']],
    [['recruiter'], ['everyone', 'employer']],
    // A recruiter who also applies works as an employer here: the workspace takes the seeker's place.
    [
      ['applicant', 'recruiter'],
      ['everyone', 'employer'],
    ],
    [['job_editor'], ['everyone', 'employer', 'reviewer']],
    [['site_admin'], ['everyone', 'employer', 'reviewer', 'orderAdmin']],
    [['administrator'], ['everyone', 'employer', 'reviewer', 'orderAdmin']],
  ])('roles %j → %j', (roles, audiences) => {
    expect([...menuAudiences(roles)]).toEqual(audiences);
  });

  it('keeps the entries of the user’s audiences, in order', () => {
    const entries: AccountEntry[] = [
      { href: '/dashboard', label: 'Übersicht', audience: 'everyone' },
      { href: '/user/bewerbungen', label: 'Meine Bewerbungen', audience: 'seeker' },
      { href: '/job-manager', label: 'Stellen', audience: 'employer' },
      { href: '/job-manager/pruefen', label: 'Anzeigen prüfen', audience: 'reviewer' },
      { href: '/job-manager/bestellungen', label: 'Bestellungen', audience: 'orderAdmin' },
    ];
    const labels = (roles: string[]) => entriesFor(entries, roles).map((entry) => entry.label);
    expect(labels(['applicant'])).toEqual(['Übersicht', 'Meine Bewerbungen']);
    expect(labels(['recruiter'])).toEqual(['Übersicht', 'Stellen']);
    expect(labels(['job_editor'])).toEqual(['Übersicht', 'Stellen', 'Anzeigen prüfen']);
    expect(labels(['administrator'])).toEqual(['Übersicht', 'Stellen', 'Anzeigen prüfen', 'Bestellungen']);
  });
});

describe('the current entry (docs/product.md §2 menu rule, the deepest match)', () => {
  const entries = [{ href: '/user' }, { href: '/user/daten' }, { href: '/job-manager' }, { href: '/lebenslauf' }];
  it.each([
    ['/user', '/user'],
    ['/user/daten', '/user/daten'],
    ['/user/daten/export', '/user/daten'],
    ['/user/bewerbungen', '/user'],
    ['/job-manager/team', '/job-manager'],
    ['/lebenslauf/wizard/import', '/lebenslauf'],
    ['/jobs', null],
    ['/userdaten', null],
  ])('%s → %s', (pathname, href) => {
    expect(currentEntryHref(entries, pathname)).toBe(href);
  });
});
