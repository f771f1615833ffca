import { orderAdminAccess } from '@/lib/commerce/admin-orders';

/**
 * The employer's workspace (issues 14, 15): its pages, in the order of its navigation. The site's orders
 * (`billing`) appear only for administrators and site admins.
 */
export const WORKSPACE_SECTIONS = [
  { key: 'jobs', path: '/job-manager' },
  { key: 'applications', path: '/job-manager/bewerbungen' },
  { key: 'profile', path: '/job-manager/profil' },
  { key: 'team', path: '/job-manager/team' },
  { key: 'products', path: '/my-products' },
  { key: 'log', path: '/job-manager/verlauf' },
  { key: 'orders', path: '/job-manager/bestellungen', billing: true },
] as const;

export type WorkspaceSection = (typeof WORKSPACE_SECTIONS)[number]['key'];

/** The sections a user with these roles (on this site) sees; without roles, those for every employer. */
export function workspaceSections(roles: readonly string[] = []) {
  const billing = orderAdminAccess({ userId: '', roles }) === 'orders';
  return WORKSPACE_SECTIONS.filter((section) => billing || !('billing' in section));
}

/**
 * The job seeker's pages (issue 16), in the order of their navigation: the overview, the resume (§2 /resume is
 * /lebenslauf), applications, alerts, the account, and the data rights page (DSGVO export and erasure).
 */
export const SEEKER_SECTIONS = [
  { key: 'overview', path: '/dashboard' },
  { key: 'resume', path: '/lebenslauf' },
  { key: 'applications', path: '/user/bewerbungen' },
  { key: 'alerts', path: '/user/suchauftraege' },
  { key: 'account', path: '/user' },
  { key: 'data', path: '/user/daten' },
] as const;

export type SeekerSection = (typeof SEEKER_SECTIONS)[number]['key'];
