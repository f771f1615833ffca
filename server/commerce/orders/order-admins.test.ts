import { describe, expect, it } from 'vitest';
import { isOrderAdminRole } from './order-admins';

// Who handles money (orders, invoices, billing profiles): administrators and site admins, not job editors,
// who are admin-like for content only (docs/product-decisions.md, "Job editors handle no money").
describe('order admins', () => {
  it.each([
    [[], false],
    [['applicant'], false],
    [['recruiter'], false],
    [['job_editor'], false],
    [['recruiter', 'job_editor'], false],
    [['site_admin'], true],
    [['administrator'], true],
    [['job_editor', 'site_admin'], true],
  ])('roles %j: order admin %s', (roles, orderAdmin) => {
    expect(isOrderAdminRole(roles)).toBe(orderAdmin);
  });
});
