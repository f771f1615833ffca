import { all, anyTarget, type Caller, type Cell } from './authorization-matrix-types';

/**
 * Support's tools for organizations (docs/product-decisions.md "Company sign-up"): searching the site's
 * organizations with their trust, creating one for a customer, trusting one, merging a duplicate. For
 * administrators and site admins; job editors review content but do not decide whom the site trusts, so they
 * are refused like recruiters, before any organization is looked at.
 */
export const ORGANIZATION_ADMIN_OPERATIONS = [
  'adminOrganizations',
  'createCustomerOrganization',
  'setOrganizationTrusted',
  'mergeOrganizations',
] as const;

export const ORGANIZATION_ADMIN_TARGETED = {
  setOrganizationTrusted: 'organization',
  mergeOrganizations: 'organization',
} as const;

export function organizationAdminCells(caller: Caller) {
  const refused = caller === 'anonymous' || caller === 'forged_token' || caller === 'expired_token';
  const admin = caller === 'administrator' || caller === 'site_admin';
  const plain = admin ? 'data' : refused ? 'UNAUTHENTICATED' : 'FORBIDDEN';
  const targeted = admin ? anyTarget : all(plain);
  return {
    adminOrganizations: plain,
    createCustomerOrganization: plain,
    setOrganizationTrusted: targeted,
    mergeOrganizations: targeted,
  } satisfies Record<(typeof ORGANIZATION_ADMIN_OPERATIONS)[number], Cell>;
}
