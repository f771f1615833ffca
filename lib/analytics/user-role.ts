/**
 * The user role dimension (docs/product.md §3): the highest of the roles of docs/product.md §6 the session carries,
 * "anonymous" without a session. A label for reports only; access is decided on the server.
 */
const BY_RANK = ['administrator', 'site_admin', 'job_editor', 'recruiter', 'applicant'] as const;

export function userRoleDimension(roles: readonly string[] | null): string {
  if (!roles) return 'anonymous';
  return BY_RANK.find((role) => roles.includes(role)) ?? 'anonymous';
}
