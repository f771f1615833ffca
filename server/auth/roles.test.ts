import { describe, expect, it } from 'vitest';
import { isOrderAdminRole } from '../commerce/orders/order-admins';
import { isAdminLikeRole } from './roles';

// §6: who is admin-like (any target, review, full editor) and who handles money (orders, invoices, billing).
describe('§6 role ranks', () => {
  it.each([
    [[], false, false],
    [['anonymous'], false, false],
    [['applicant'], false, false],
    [['recruiter'], false, false],
    [['job_editor'], true, false],
    [['site_admin'], true, true],
    [['administrator'], true, true],
    [['applicant', 'recruiter'], false, false],
    [['recruiter', 'job_editor'], true, false],
    [['job_editor', 'site_admin'], true, true],
  ])('roles %j: admin-like %s, order admin %s', (roles, adminLike, orderAdmin) => {
    expect(isAdminLikeRole(roles)).toBe(adminLike);
    expect(isOrderAdminRole(roles)).toBe(orderAdmin);
  });
});
