import { describe, expect, it } from 'vitest';
import { cleanLink, isMenuItemActive } from './links';
import { testRegion } from './test-region';

const region = testRegion();

describe('cleanLink (docs/product.md §2 link cleaning)', () => {
  it.each([
    ['internal:/jobs', '/jobs'],
    ['internal:/organizations', '/arbeitgeber'],
    ['internal:/resume', '/lebenslauf'],
    ['internal:/resumes?page=2', '/bewerbersuche?page=2'],
    ['internal:/contact', '/kontakt'],
    ['/jobs?router=abc&search=Koch', '/jobs?search=Koch'],
    ['internal:/jobs?router=1', '/jobs'],
    ['/datenschutz#cookies', '/datenschutz#cookies'],
    ['https://www.facebook.com/seite?router=1', 'https://www.facebook.com/seite?router=1'],
    ['mailto:info@example.org', 'mailto:info@example.org'],
  ])('%s → %s', (href, expected) => {
    expect(cleanLink(href, region)).toBe(expected);
  });
});

describe('isMenuItemActive (docs/product.md §2 menu rule)', () => {
  it.each([
    ['/jobs', '/jobs', true],
    ['/jobs', '/jobs/pflege', true],
    ['/jobs?search=x', '/jobs', true],
    ['/jobs', '/jobsuche', false],
    ['/job', '/jobs', false],
    ['/arbeitgeber', '/arbeitgeber/seite/2', true],
    ['/kontakt', '/jobs', false],
    ['http://jobs-test.de/jobs', '/jobs', false],
    ['https://jobs-test.de/jobs', '/jobs', false],
  ] as const)('%s on %s → %s', (href, current, active) => {
    expect(isMenuItemActive(href, current)).toBe(active);
  });
});
