// Switching the organization stays on the page it was sent from; a page of one object of the old organization
// falls back to its list; anything that is not an employer page of this site goes to the team page (null).
import { describe, expect, it } from 'vitest';
import { pageAfterSwitch } from './switch-return';

describe('the page after switching the organization', () => {
  it.each([
    ['/job-manager/bewerbungen', '/job-manager/bewerbungen'],
    ['/job-manager?status=published&seite=2', '/job-manager'],
    ['/job-manager/kandidaten', '/job-manager/kandidaten'],
    ['/my-products', '/my-products'],
    ['/dashboard', '/dashboard'],
    ['/checkout', '/checkout'],
  ])('stays on %s', (from, to) => expect(pageAfterSwitch(from)).toBe(to));

  it.each([
    ['/job-manager/bewerbungen/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6', '/job-manager/bewerbungen'],
    ['/job-manager/statistik/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6', '/job-manager'],
    ['/job-manager/verlaengern/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6?zurueck=/job-manager', '/job-manager'],
    ['/checkout/bestellung/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6', '/my-products'],
    ['/my-products/rechnungen/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6/pdf', '/my-products'],
  ])('leaves the old organization’s object %s for its list', (from, to) => expect(pageAfterSwitch(from)).toBe(to));

  it.each([
    null,
    '',
    'https://evil.example/job-manager',
    '//evil.example/job-manager',
    '/\\evil.example/job-manager',
    '/job-manager/../user/daten',
    '/user/daten',
    '/job-manager/team',
  ])('goes to the team page from %s', (from) => expect(pageAfterSwitch(from)).toBeNull());
});
