import type { Region } from '@/regions/build-region';
import { orderAdminAccess } from '@/lib/commerce/admin-orders';
import { cleanLink } from '@/lib/routing/links';

/**
 * The employer's workspace: its pages, in the order of its navigation. The site's orders
 * and organizations (`billing`) appear only for administrators and site admins.
 */
export const WORKSPACE_SECTIONS = [
  { key: 'jobs', path: '/job-manager' },
  { key: 'applications', path: '/job-manager/bewerbungen' },
  // Contact requests to resumes and resume alerts: resume work (docs/product.md §1 RESUME_FEATURE_ACTIVE).
  { key: 'candidates', path: '/job-manager/kandidaten', resume: true },
  { key: 'profile', path: '/job-manager/profil' },
  { key: 'team', path: '/job-manager/team' },
  { key: 'products', path: '/my-products' },
  { key: 'log', path: '/job-manager/verlauf' },
  { key: 'orders', path: '/job-manager/bestellungen', billing: true },
  // Creating, trusting and merging organizations: the same people as the site's orders (administrators and
  // site admins; server/organizations/organization-admin.ts).
  { key: 'organizations', path: '/job-manager/unternehmen', billing: true },
] as const;

export type WorkspaceSection = (typeof WORKSPACE_SECTIONS)[number]['key'];

/**
 * The sections a user with these roles (on this site) sees; without roles, those for every employer. Given the
 * site's features, resume work is left out where the resume feature is off.
 */
export function workspaceSections(roles: readonly string[] = [], features?: Pick<Region['FEATURES'], ResumeFlag>) {
  const billing = orderAdminAccess({ userId: '', roles }) === 'orders';
  return WORKSPACE_SECTIONS.filter(
    (section) => (billing || !('billing' in section)) && (!features || withResume(section, features)),
  );
}

type ResumeFlag = 'RESUME_FEATURE_ACTIVE';

/** Whether a section is on the site: resume sections only where docs/product.md §1 RESUME_FEATURE_ACTIVE is on. */
function withResume(section: object, features: Pick<Region['FEATURES'], ResumeFlag>): boolean {
  return !('resume' in section) || features.RESUME_FEATURE_ACTIVE;
}

/**
 * The job seeker's pages, in the order of their navigation: the overview, the resume (docs/product.md §2:
 * /resume, public /lebenslauf where paths are translated), applications, alerts, the account, and the data rights page
 * (DSGVO export and erasure).
 */
export const SEEKER_SECTIONS = [
  { key: 'overview', path: '/dashboard' },
  { key: 'resume', path: 'internal:/resume', resume: true },
  { key: 'applications', path: '/user/bewerbungen' },
  { key: 'alerts', path: '/user/suchauftraege' },
  // Requests from employers to the seeker's resume: none where there are no resumes.
  { key: 'contactRequests', path: '/user/kontaktanfragen', resume: true },
  { key: 'account', path: '/user' },
  { key: 'data', path: '/user/daten' },
] as const;

export type SeekerSection = (typeof SEEKER_SECTIONS)[number]['key'];

/**
 * The seeker's pages on a site with their public paths; the resume and its contact requests only where
 * docs/product.md §1 RESUME_FEATURE_ACTIVE is on.
 */
export function seekerSections(region: Pick<Region, 'DEFAULT_LOCALE' | 'FEATURES'>) {
  return SEEKER_SECTIONS.filter((s) => withResume(s, region.FEATURES)).map((s) => ({
    key: s.key,
    href: cleanLink(s.path, region),
  }));
}
