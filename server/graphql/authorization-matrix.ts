/**
 * docs/product.md §6 authorization matrix of the GraphQL API, as data: for every caller × operation (× target, where
 * the operation acts on one) the expected outcome. authorization-matrix.test.ts runs every cell through the real
 * HTTP handler against the real database; change a rule here and in the resolvers together.
 *
 * Rules behind the cells:
 * - A forged or expired token is refused for every operation (UNAUTHENTICATED), never treated as anonymous.
 * - Public reads (user, config, routes, consent infos, job search, job title suggestions, jobs, the front page
 *   overview, places) and uploads are open to everybody; getUser is null for anonymous callers. Which jobs getJob
 *   shows whom (docs/product.md §6: jobs in review only to their organization and admin-like users) is tested per role
 *   in server/schema/jobs/get-job.test.ts.
 * - hasTheLatestConsent needs a signed-in user.
 * - Consent for an address: signed-in users for their own, admin-like users for anyone's (docs/product.md §6
 *   can-act-on-target); anonymous callers for none (docs/product-decisions.md).
 * - Organization data (profiles, credits, subscriptions) is for recruiters and admin-like users (docs/product.md §6); a
 *   recruiter acts on their own organization only, admin-like users on any; a target that does not exist
 *   on the site is NOT_FOUND (checked after the role, before the target rule).
 * - Posting jobs is for recruiters and admin-like users: a recruiter reads, saves, submits and archives the
 *   jobs of their own organizations only; review (moderationQueue, approve, reject) is for admin-like users of
 *   the job's site. A job of another site does not exist here (NOT_FOUND); the grants of a site_admin or
 *   job_editor hold on their site only (the context loads the grants of the request's site).
 * - The applications inbox is for recruiters and admin-like users: a recruiter lists, reads, moves
 *   and annotates the applications of their own organizations' jobs only; an application of another site
 *   does not exist here (NOT_FOUND). Applicants and anonymous callers never see one.
 * - The job manager (jobManager, jobStatistics, employerDashboard, extension quote, duplicate, extend, bulk archive) follows the
 *   organization rule: recruiters their own organizations and their jobs, admin-like users any of the site.
 * - The team: a recruiter reads their own organizations' team and log and, as owner, invites and removes;
 *   admin-like users act for any organization of the site (docs/product.md §6 support). An invitation's state is open
 *   to its token's holder; joining needs a signed-in user (any role) with the invited address.
 * - Profile editing (draft, preview, autosave, publish, discard) follows the organization-data rule: recruiters
 *   of the organization and admin-like users (for them it counts as support, docs/product.md §6 masquerade).
 * - Commerce: the price list is public; buying is for recruiters and admin-like users (for the
 *   active or own organization); an organization's orders are for its people and the order admins
 *   (administrator, site_admin: a job editor only its own); the site's orders and marking paid, cancelling,
 *   refunding are for order admins. Support masquerade: server/schema/commerce/.
 * - Contact requests: authorization-matrix-contact.ts.
 * - Organization admin (creating for a customer, trust, merging): authorization-matrix-organization-admin.ts.
 * - The blog: authorization-matrix-blog.ts.
 */

import {
  applicationCells,
  commerceCells,
  commerceRefused,
  managerCells,
  postingCells,
  profileCells,
  publicCells,
  teamCells,
} from './authorization-matrix-cells';
import { blogCells } from './authorization-matrix-blog';
import { OPERATIONS, type Operation } from './authorization-matrix-operations';
import { ownDataCells } from './authorization-matrix-own-data';
import { organizationAdminCells } from './authorization-matrix-organization-admin';
import { TARGETED } from './authorization-matrix-targets';
import {
  all,
  anyTarget,
  type Caller,
  CALLERS,
  type Cell,
  type Outcome,
  ownOnly,
  type Target,
  TARGETS,
} from './authorization-matrix-types';

/** Columns shared by every admin-like role (docs/product.md §6: administrator, site_admin, job_editor). */
const ADMIN_LIKE: Record<Operation, Cell> = {
  ...publicCells('data'),
  hasTheLatestConsent: 'data',
  createGdprUserConsent: anyTarget,
  updatableOrganizationProfiles: 'data',
  getCredits: anyTarget,
  getSubscriptions: anyTarget,
  jobPostingContext: 'data',
  jobPosting: anyTarget,
  moderationQueue: 'data',
  saveJobPosting: anyTarget,
  submitJobPosting: anyTarget,
  approveJobPosting: anyTarget,
  rejectJobPosting: anyTarget,
  archiveJobPosting: anyTarget,
  ...applicationCells(anyTarget),
  ...managerCells(() => anyTarget),
  // docs/product.md §6 support: any organization of the site; joining by invitation only at one's own address.
  ...teamCells('data', anyTarget, 'data', ownOnly),
  ...profileCells(anyTarget),
  ...commerceCells('data', 'data', anyTarget, 'data', anyTarget),
  ...ownDataCells('administrator'),
  ...organizationAdminCells('administrator'),
  ...blogCells('administrator'),
};

const REFUSED_TOKEN: Record<Operation, Cell> = {
  ...publicCells('UNAUTHENTICATED'),
  hasTheLatestConsent: 'UNAUTHENTICATED',
  createGdprUserConsent: all('UNAUTHENTICATED'),
  updatableOrganizationProfiles: 'UNAUTHENTICATED',
  getCredits: all('UNAUTHENTICATED'),
  getSubscriptions: all('UNAUTHENTICATED'),
  ...postingCells('UNAUTHENTICATED'),
  ...applicationCells(all('UNAUTHENTICATED')),
  ...teamCells('UNAUTHENTICATED', all('UNAUTHENTICATED'), 'UNAUTHENTICATED', all('UNAUTHENTICATED'), 'UNAUTHENTICATED'),
  ...profileCells(all('UNAUTHENTICATED')),
  ...commerceRefused('UNAUTHENTICATED'),
  ...ownDataCells('forged_token'),
  ...organizationAdminCells('forged_token'),
  ...blogCells('forged_token'),
};

export const AUTHORIZATION_MATRIX: Record<Caller, Record<Operation, Cell>> = {
  anonymous: {
    ...publicCells('data'),
    hasTheLatestConsent: 'UNAUTHENTICATED',
    // Consent is for signed-in users (docs/product-decisions.md): nobody anonymous can show an address is theirs.
    createGdprUserConsent: all('UNAUTHENTICATED'),
    updatableOrganizationProfiles: 'UNAUTHENTICATED',
    getCredits: all('UNAUTHENTICATED'),
    getSubscriptions: all('UNAUTHENTICATED'),
    ...postingCells('UNAUTHENTICATED'),
    ...applicationCells(all('UNAUTHENTICATED')),
    ...teamCells('UNAUTHENTICATED', all('UNAUTHENTICATED'), 'UNAUTHENTICATED', all('UNAUTHENTICATED')),
    ...profileCells(all('UNAUTHENTICATED')),
    // The price list is public; everything else needs a signed-in recruiter.
    ...commerceRefused('UNAUTHENTICATED', 'data'),
    ...ownDataCells('anonymous'),
    ...organizationAdminCells('anonymous'),
    ...blogCells('anonymous'),
  },
  applicant: {
    ...publicCells('data'),
    hasTheLatestConsent: 'data',
    createGdprUserConsent: ownOnly,
    updatableOrganizationProfiles: 'FORBIDDEN',
    // Not a recruiter: refused before the target is looked at, even for an organization they own.
    getCredits: all('FORBIDDEN'),
    getSubscriptions: all('FORBIDDEN'),
    ...postingCells('FORBIDDEN'),
    ...applicationCells(all('FORBIDDEN')),
    // Anyone signed in joins by an invitation to their own address (a job seeker becomes a recruiter too).
    ...teamCells('FORBIDDEN', all('FORBIDDEN'), 'FORBIDDEN', ownOnly),
    // Not a recruiter: refused before the organization is looked at.
    ...profileCells(all('FORBIDDEN')),
    ...commerceRefused('FORBIDDEN', 'data'), // Job seekers do not buy and see no orders.
    ...ownDataCells('applicant'),
    ...organizationAdminCells('applicant'),
    ...blogCells('applicant'),
  },
  recruiter: {
    ...publicCells('data'),
    hasTheLatestConsent: 'data',
    createGdprUserConsent: ownOnly,
    updatableOrganizationProfiles: 'data',
    getCredits: ownOnly,
    getSubscriptions: ownOnly,
    jobPostingContext: 'data',
    jobPosting: ownOnly,
    // Review is not for recruiters: refused before the job is looked at.
    moderationQueue: 'FORBIDDEN',
    saveJobPosting: ownOnly,
    submitJobPosting: ownOnly,
    approveJobPosting: all('FORBIDDEN'),
    rejectJobPosting: all('FORBIDDEN'),
    archiveJobPosting: ownOnly,
    ...applicationCells(ownOnly),
    // The job manager, statistics and dashboard: a recruiter's own organization and its jobs only.
    ...managerCells(() => ownOnly),
    // The recruiter owns their organization, so they manage its team; another's is not theirs.
    ...teamCells('data', ownOnly, 'FORBIDDEN', ownOnly),
    ...profileCells(ownOnly),
    // Their own organization's orders; the site's and order administration are refused before any lookup.
    ...commerceCells('data', 'data', ownOnly, 'FORBIDDEN', all('FORBIDDEN')),
    ...ownDataCells('recruiter'),
    ...organizationAdminCells('recruiter'),
    ...blogCells('recruiter'),
  },
  administrator: ADMIN_LIKE,
  // Their grants are Franken's: on the blog's site they are editors of another site (authorization-matrix-blog.ts).
  site_admin: { ...ADMIN_LIKE, ...blogCells('site_admin') },
  // Content, not money: a job editor acts for organizations (support) but sees no other organization's orders,
  // invoices or billing profile and does not manage the site's orders (server/commerce/orders/order-admins.ts).
  // Nor do they decide whom the site trusts (server/organizations/organization-admin.ts).
  job_editor: {
    ...ADMIN_LIKE,
    ...commerceCells('data', 'data', ownOnly, 'FORBIDDEN', all('FORBIDDEN')),
    ...organizationAdminCells('job_editor'),
    ...blogCells('job_editor'),
  },
  forged_token: REFUSED_TOKEN,
  expired_token: REFUSED_TOKEN,
};

export type MatrixCase = { caller: Caller; operation: Operation; target: Target | null; expected: Outcome };

/** Every cell as one case: targeted operations once per target, the others once. */
export function matrixCases(matrix = AUTHORIZATION_MATRIX): MatrixCase[] {
  // The area files type their cells without the full operation list (it is built from them); a name the
  // contract does not have is caught here instead.
  for (const caller of CALLERS)
    for (const name of Object.keys(matrix[caller]))
      if (!(OPERATIONS as readonly string[]).includes(name)) throw new Error(`${caller} × ${name}: no such operation`);
  return CALLERS.flatMap((caller) =>
    OPERATIONS.flatMap((operation): MatrixCase[] => {
      const cell = matrix[caller][operation];
      if (TARGETED[operation]) {
        if (typeof cell === 'string') throw new Error(`${caller} × ${operation} needs an outcome per target`);
        return TARGETS.map((target) => ({ caller, operation, target, expected: cell[target] }));
      }
      if (typeof cell !== 'string') throw new Error(`${caller} × ${operation} has no target`);
      return [{ caller, operation, target: null, expected: cell }];
    }),
  );
}
