import type { Region } from '@/regions/build-region';
import { orderAdminAccess } from '@/lib/commerce/admin-orders';
import { isAdminLikeRole } from '@/lib/contract';
import { isSwitchedOff } from '@/lib/routing/feature-paths';
import { cleanLink } from '@/lib/routing/links';

/**
 * The employer's workspace: its pages, in the order of its navigation. The site's orders
 * and organizations (`billing`) appear only for administrators and site admins.
 */
export const WORKSPACE_SECTIONS = [
  { key: 'jobs', path: '/job-manager' },
  { key: 'applications', path: '/job-manager/bewerbungen' },
  { key: 'candidates', path: '/job-manager/kandidaten' },
  { key: 'profile', path: '/job-manager/profil' },
  { key: 'team', path: '/job-manager/team' },
  { key: 'products', path: '/my-products' },
  { key: 'log', path: '/job-manager/verlauf' },
  { key: 'orders', path: '/job-manager/bestellungen', billing: true },
  // Creating, trusting and merging organizations: the same people as the site's orders (administrators and
  // site admins; server/organizations/organization-admin.ts).
  { key: 'organizations', path: '/job-manager/unternehmen', billing: true },
  // The site's newsletter subscribers as CSV, for the same people, where the site has a newsletter
  // (docs/product-decisions.md "Newsletter").
  { key: 'newsletter', path: '/job-manager/newsletter', billing: true, site: true },
  // The site's blog, for its editors (admin-like users) where the site has one (docs/product-decisions.md "Blog").
  { key: 'blog', path: '/blog/redaktion', editors: true },
] as const;

export type WorkspaceSection = (typeof WORKSPACE_SECTIONS)[number]['key'];

/**
 * The sections a user with these roles (on this site) sees; without roles, those for every employer. Without the
 * site, every section but the site's blog and newsletter; with it, not those its flags switch off (the candidates
 * with the resume feature off, the blog or the newsletter where the site has none: docs/product.md §1.4).
 */
export function workspaceSections(roles: readonly string[] = [], region?: Pick<Region, 'FEATURES'>) {
  const billing = orderAdminAccess({ userId: '', roles }) === 'orders';
  const editor = isAdminLikeRole(roles);
  return WORKSPACE_SECTIONS.filter(
    (section) =>
      (billing || !('billing' in section)) &&
      (!('editors' in section) || (editor && region)) &&
      (!('site' in section) || region) &&
      !(region && isSwitchedOff(region, section.path)),
  );
}

/**
 * The job seeker's pages, in the order of their navigation: the overview, the resume (docs/product.md §2:
 * /resume, public /lebenslauf where paths are translated), applications, alerts, the account, and the data rights page
 * (DSGVO export and erasure).
 */
export const SEEKER_SECTIONS = [
  { key: 'overview', path: '/dashboard' },
  { key: 'resume', path: 'internal:/resume' },
  { key: 'applications', path: '/user/bewerbungen' },
  { key: 'alerts', path: '/user/suchauftraege' },
  { key: 'contactRequests', path: '/user/kontaktanfragen' },
  { key: 'account', path: '/user' },
  { key: 'data', path: '/user/daten' },
] as const;

export type SeekerSection = (typeof SEEKER_SECTIONS)[number]['key'];

/**
 * The seeker's pages on a site with their public paths; the resume and its contact requests only where
 * docs/product.md §1 RESUME_FEATURE_ACTIVE is on.
 */
export function seekerSections(region: Pick<Region, 'DEFAULT_LOCALE' | 'FEATURES'>) {
  return SEEKER_SECTIONS.filter((s) => !isSwitchedOff(region, s.path)).map((s) => ({
    key: s.key,
    href: cleanLink(s.path, region),
  }));
}
