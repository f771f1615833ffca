import { describe, expect, it } from 'vitest';
import { employerLinks, phoneShortcut, reviewAccess, wizardAccess, type Viewer } from './access';

const as = (...roles: string[]): Viewer => ({ userId: 'u1', roles });

describe('docs/product.md §6 access to the wizard and the review queue', () => {
  it.each([
    ['anonymous', 'sign-in', 'sign-in', null],
    ['job seeker', 'employers-only', 'forbidden', as('applicant')],
    ['signed in without a role', 'employers-only', 'forbidden', as()],
    ['recruiter', 'wizard', 'forbidden', as('recruiter')],
    ['recruiter who also applies', 'wizard', 'forbidden', as('applicant', 'recruiter')],
    ['job editor', 'wizard', 'queue', as('job_editor')],
    ['site admin', 'wizard', 'queue', as('site_admin')],
    ['administrator', 'wizard', 'queue', as('administrator')],
  ])('%s: the wizard answers %s, the queue %s', (_who, wizard, queue, viewer) => {
    expect(wizardAccess(viewer)).toBe(wizard);
    expect(reviewAccess(viewer)).toBe(queue);
  });
});

describe("the account menu's employer links", () => {
  it.each([
    [['applicant'], []],
    [['recruiter'], ['post', 'workspace']],
    [['job_editor'], ['post', 'workspace', 'review']],
    [
      ['recruiter', 'site_admin'],
      ['post', 'workspace', 'review'],
    ],
    [[], []],
  ])('roles %j lead to %j', (roles, links) => {
    expect(employerLinks(roles)).toEqual(links);
  });
});

describe("a phone's bottom menu: one employer shortcut beside Start, Jobs and Mein Bereich", () => {
  it.each([
    [['applicant'], null],
    [['recruiter'], 'post'],
    [['job_editor'], 'review'],
    [['recruiter', 'site_admin'], 'review'],
  ])('roles %j show %j', (roles, shortcut) => {
    expect(phoneShortcut(employerLinks(roles))).toBe(shortcut);
  });
});
