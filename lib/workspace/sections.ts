import { reviewAccess } from '@/lib/posting/access';

/**
 * The employer's workspace (issues 14, 15): its pages, in the order of its navigation. `adminOnly` pages are
 * for admin-like users (§6) and appear only in their navigation.
 */
export const WORKSPACE_SECTIONS = [
  { key: 'jobs', path: '/job-manager' },
  { key: 'applications', path: '/job-manager/bewerbungen' },
  { key: 'profile', path: '/job-manager/profil' },
  { key: 'team', path: '/job-manager/team' },
  { key: 'products', path: '/my-products' },
  { key: 'log', path: '/job-manager/verlauf' },
  { key: 'orders', path: '/job-manager/bestellungen', adminOnly: true },
] as const;

export type WorkspaceSection = (typeof WORKSPACE_SECTIONS)[number]['key'];

/** The sections a user with these roles (on this site) sees; without roles, those for every employer. */
export function workspaceSections(roles: readonly string[] = []) {
  const admin = reviewAccess({ userId: '', roles }) === 'queue';
  return WORKSPACE_SECTIONS.filter((section) => admin || !('adminOnly' in section));
}
