import type { UserRole } from '../../db/schema/users';

/**
 * Who handles money (docs/product-decisions.md, "Job editors handle no money"): the site's orders, marking paid,
 * cancelling, refunding, and any organization's orders, invoices and billing profile. Administrators and site admins
 * only; job editors are admin-like for content (docs/product.md §6) but handle no money. The one home of the rule: the
 * GraphQL checks, the invoice downloads and the employer pages' menu (through lib/contract.ts) all ask it. Plain, for
 * the browser too.
 */
export const ORDER_ADMIN_ROLES: readonly UserRole[] = ['administrator', 'site_admin'];

export function isOrderAdminRole(roles: readonly string[]): boolean {
  return roles.some((role) => (ORDER_ADMIN_ROLES as readonly string[]).includes(role));
}
