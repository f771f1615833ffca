/** The organization admin page's path and the notices it shows after one of its forms was sent. */
export const ORGANIZATION_ADMIN_PATH = '/job-manager/unternehmen';

export const ORGANIZATION_ADMIN_NOTICES = ['trusted', 'untrusted', 'merged', 'failed'] as const;
export type OrganizationAdminNotice = (typeof ORGANIZATION_ADMIN_NOTICES)[number];

/** Back to the page with a notice, keeping the search the form came from. */
export function organizationAdminHref(notice: OrganizationAdminNotice, query = ''): string {
  const q = new URLSearchParams({ hinweis: notice });
  if (query) q.set('firma', query.slice(0, 100));
  return `${ORGANIZATION_ADMIN_PATH}?${q}`;
}

/** The notice a `?hinweis=` value names, or null for anything else. */
export function parseOrganizationAdminNotice(value: string | undefined): OrganizationAdminNotice | null {
  return (ORGANIZATION_ADMIN_NOTICES as readonly string[]).includes(value ?? '')
    ? (value as OrganizationAdminNotice)
    : null;
}
