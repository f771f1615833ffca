import type { UserRole } from '../db/schema/users';

/**
 * docs/product.md §6 admin-like roles: they may act on any target of their site, review postings and write full HTML
 * with the full editor toolbar. Plain values and functions only: the front end imports them through
 * lib/contract.ts, so the employer pages and the server never hold two lists.
 */
export const ADMIN_LIKE_ROLES: readonly UserRole[] = ['administrator', 'site_admin', 'job_editor'];

/** Whether any of the granted roles (names as the session or a page's viewer carries them) is admin-like. */
export function isAdminLikeRole(roles: readonly string[]): boolean {
  return roles.some((role) => (ADMIN_LIKE_ROLES as readonly string[]).includes(role));
}
