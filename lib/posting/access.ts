import { isAdminLikeRole } from '@/lib/contract';

/** The signed-in visitor of an employer page: their id and the roles granted on this site. */
export type Viewer = { userId: string; roles: readonly string[] };

/** docs/product.md §6: what the job wizard shows a visitor. Job seekers (applicants only) get the page for employers. */
export type WizardAccess = 'sign-in' | 'employers-only' | 'wizard';

export function wizardAccess(viewer: Viewer | null): WizardAccess {
  if (!viewer) return 'sign-in';
  return viewer.roles.includes('recruiter') || isAdminLikeRole(viewer.roles) ? 'wizard' : 'employers-only';
}

/**
 * The employer pages a signed-in user's roles lead to, for the account menu: posting, the employer's area
 * (the dashboard, the way into the job manager), and the review queue.
 */
export type EmployerLink = 'post' | 'workspace' | 'review';

export function employerLinks(roles: readonly string[]): EmployerLink[] {
  const viewer = { userId: '', roles };
  return [
    ...(wizardAccess(viewer) === 'wizard' ? (['post', 'workspace'] as const) : []),
    ...(reviewAccess(viewer) === 'queue' ? (['review'] as const) : []),
  ];
}

/**
 * The one employer page a phone's bottom menu shows beside Start, Jobs and "Mein Bereich" (whose sheet holds the
 * rest): reviewers get the queue, other employers the wizard; job seekers none (their "Lebenslauf" stands there).
 */
export function phoneShortcut(links: readonly EmployerLink[]): Exclude<EmployerLink, 'workspace'> | null {
  if (links.includes('review')) return 'review';
  return links.includes('post') ? 'post' : null;
}

/** docs/product.md §6: the review queue is for the admin-like roles: job editors, site admins and administrators. */
export type ReviewAccess = 'sign-in' | 'forbidden' | 'queue';

export function reviewAccess(viewer: Viewer | null): ReviewAccess {
  if (!viewer) return 'sign-in';
  return isAdminLikeRole(viewer.roles) ? 'queue' : 'forbidden';
}
