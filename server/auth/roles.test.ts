import { describe, expect, it } from 'vitest';
import { isAdminLikeRole } from './roles';

// docs/product.md §6: admin-like users act on any target of their site, review postings and get the full editor.
describe('docs/product.md §6 admin-like roles', () => {
  it.each([
    [[], false],
    [['anonymous'], false],
    [['applicant'], false],
    [['recruiter'], false],
    [['applicant', 'recruiter'], false],
    [['job_editor'], true],
    [['site_admin'], true],
    [['administrator'], true],
    [['recruiter', 'job_editor'], true],
  ])('roles %j: admin-like %s', (roles, adminLike) => {
    expect(isAdminLikeRole(roles)).toBe(adminLike);
  });
});
