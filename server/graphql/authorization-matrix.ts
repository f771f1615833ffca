/**
 * §6 authorization matrix of the GraphQL API, as data: for every caller × operation (× target, where the
 * operation acts on one) the expected outcome. authorization-matrix.test.ts runs every cell through the real
 * HTTP handler against the real database; change a rule here and in the resolvers together.
 *
 * Rules behind the cells:
 * - A forged or expired token is refused for every operation (UNAUTHENTICATED), never treated as anonymous.
 * - Public reads (user, config, routes, consent infos, job search, job title suggestions, jobs, the front page
 *   overview, places) and uploads are open to everybody; getUser is null for anonymous callers. Which jobs getJob
 *   shows whom (§6: jobs in review only to their organization and admin-like users) is tested per role in
 *   server/schema/jobs/get-job.test.ts.
 * - hasTheLatestConsent needs a signed-in user.
 * - Consent for an address: anonymous callers for any address; signed-in users for their own, admin-like
 *   users for anyone's (§6 can-act-on-target).
 * - Organization data (profiles, credits, subscriptions) is for recruiters and admin-like users (§6); a
 *   recruiter acts on their own organization only, admin-like users on any; a target that does not exist
 *   on the site is NOT_FOUND (checked after the role, before the target rule).
 * - Posting jobs is for recruiters and admin-like users: a recruiter reads, saves, submits and archives the
 *   jobs of their own organizations only; review (moderationQueue, approve, reject) is for admin-like users of
 *   the job's site. A job of another site does not exist here (NOT_FOUND); the grants of a site_admin or
 *   job_editor hold on their site only (the context loads the grants of the request's site).
 * - Profile editing (draft, preview, autosave, publish, discard) follows the organization-data rule: recruiters
 *   of the organization and admin-like users (for them it counts as support, §6 masquerade).
 */

export const CALLERS = [
  'anonymous',
  'applicant',
  'recruiter',
  'administrator',
  'site_admin',
  'job_editor',
  'forged_token',
  'expired_token',
] as const;
export type Caller = (typeof CALLERS)[number];

/** own: the caller's organization or e-mail address; another: someone else's; nonexistent: no such target. */
export const TARGETS = ['own', 'another', 'nonexistent'] as const;
export type Target = (typeof TARGETS)[number];

export type Outcome = 'data' | 'FORBIDDEN' | 'UNAUTHENTICATED' | 'NOT_FOUND';

export const OPERATIONS = [
  'getUser',
  'getAppConfig',
  'getRoutInfo',
  'getGdprConsentInfos',
  'hasTheLatestConsent',
  'createGdprUserConsent',
  'updatableOrganizationProfiles',
  'getCredits',
  'getSubscriptions',
  'uploadFile',
  'searchJobs',
  'getJob',
  'jobBoardOverview',
  'searchPlaces',
  'suggestJobTitles',
  'searchOrganizations',
  'getOrganizationProfile',
  'jobPostingContext',
  'jobPosting',
  'moderationQueue',
  'saveJobPosting',
  'submitJobPosting',
  'approveJobPosting',
  'rejectJobPosting',
  'archiveJobPosting',
  'organizationProfileDraft',
  'organizationProfilePreview',
  'saveOrganizationProfileDraft',
  'publishOrganizationProfile',
  'discardOrganizationProfileDraft',
] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Operations that act on a target, and what the target is. */
export const TARGETED: Partial<Record<Operation, 'organization' | 'mail' | 'job'>> = {
  createGdprUserConsent: 'mail',
  getCredits: 'organization',
  getSubscriptions: 'organization',
  jobPosting: 'job',
  saveJobPosting: 'job',
  submitJobPosting: 'job',
  approveJobPosting: 'job',
  rejectJobPosting: 'job',
  archiveJobPosting: 'job',
  organizationProfileDraft: 'organization',
  organizationProfilePreview: 'organization',
  saveOrganizationProfileDraft: 'organization',
  publishOrganizationProfile: 'organization',
  discardOrganizationProfileDraft: 'organization',
};

type ByTarget = Record<Target, Outcome>;
type Cell = Outcome | ByTarget;

const all = (outcome: Outcome): ByTarget => ({ own: outcome, another: outcome, nonexistent: outcome });
/** The §6 target rule for the caller's own target, someone else's, and one that does not exist. */
const ownOnly: ByTarget = { own: 'data', another: 'FORBIDDEN', nonexistent: 'NOT_FOUND' };
const anyTarget: ByTarget = { own: 'data', another: 'data', nonexistent: 'NOT_FOUND' };

/** Every posting operation refused alike (anonymous callers, refused tokens, applicants). */
function postingCells(outcome: Outcome) {
  return {
    jobPostingContext: outcome,
    jobPosting: all(outcome),
    moderationQueue: outcome,
    saveJobPosting: all(outcome),
    submitJobPosting: all(outcome),
    approveJobPosting: all(outcome),
    rejectJobPosting: all(outcome),
    archiveJobPosting: all(outcome),
  } satisfies Partial<Record<Operation, Cell>>;
}

/** Profile editing (issue 14) for one outcome on every target (anonymous callers, refused tokens, applicants). */
function profileCells(outcome: Outcome) {
  return {
    organizationProfileDraft: all(outcome),
    organizationProfilePreview: all(outcome),
    saveOrganizationProfileDraft: all(outcome),
    publishOrganizationProfile: all(outcome),
    discardOrganizationProfileDraft: all(outcome),
  } satisfies Partial<Record<Operation, Cell>>;
}

/** Columns shared by every admin-like role (§6: administrator, site_admin, job_editor). */
const ADMIN_LIKE: Record<Operation, Cell> = {
  getUser: 'data',
  getAppConfig: 'data',
  getRoutInfo: 'data',
  getGdprConsentInfos: 'data',
  hasTheLatestConsent: 'data',
  createGdprUserConsent: anyTarget,
  updatableOrganizationProfiles: 'data',
  getCredits: anyTarget,
  getSubscriptions: anyTarget,
  uploadFile: 'data',
  searchJobs: 'data',
  getJob: 'data',
  jobBoardOverview: 'data',
  searchPlaces: 'data',
  suggestJobTitles: 'data',
  searchOrganizations: 'data',
  getOrganizationProfile: 'data',
  jobPostingContext: 'data',
  jobPosting: anyTarget,
  moderationQueue: 'data',
  saveJobPosting: anyTarget,
  submitJobPosting: anyTarget,
  approveJobPosting: anyTarget,
  rejectJobPosting: anyTarget,
  archiveJobPosting: anyTarget,
  organizationProfileDraft: anyTarget,
  organizationProfilePreview: anyTarget,
  saveOrganizationProfileDraft: anyTarget,
  publishOrganizationProfile: anyTarget,
  discardOrganizationProfileDraft: anyTarget,
};

const REFUSED_TOKEN: Record<Operation, Cell> = {
  getUser: 'UNAUTHENTICATED',
  getAppConfig: 'UNAUTHENTICATED',
  getRoutInfo: 'UNAUTHENTICATED',
  getGdprConsentInfos: 'UNAUTHENTICATED',
  hasTheLatestConsent: 'UNAUTHENTICATED',
  createGdprUserConsent: all('UNAUTHENTICATED'),
  updatableOrganizationProfiles: 'UNAUTHENTICATED',
  getCredits: all('UNAUTHENTICATED'),
  getSubscriptions: all('UNAUTHENTICATED'),
  uploadFile: 'UNAUTHENTICATED',
  searchJobs: 'UNAUTHENTICATED',
  getJob: 'UNAUTHENTICATED',
  jobBoardOverview: 'UNAUTHENTICATED',
  searchPlaces: 'UNAUTHENTICATED',
  suggestJobTitles: 'UNAUTHENTICATED',
  searchOrganizations: 'UNAUTHENTICATED',
  getOrganizationProfile: 'UNAUTHENTICATED',
  ...postingCells('UNAUTHENTICATED'),
  ...profileCells('UNAUTHENTICATED'),
};

export const AUTHORIZATION_MATRIX: Record<Caller, Record<Operation, Cell>> = {
  anonymous: {
    getUser: 'data',
    getAppConfig: 'data',
    getRoutInfo: 'data',
    getGdprConsentInfos: 'data',
    hasTheLatestConsent: 'UNAUTHENTICATED',
    // Anonymous consent is by address; "own" is a fresh address, "another" a registered user's.
    createGdprUserConsent: anyTarget,
    updatableOrganizationProfiles: 'UNAUTHENTICATED',
    getCredits: all('UNAUTHENTICATED'),
    getSubscriptions: all('UNAUTHENTICATED'),
    uploadFile: 'data',
    searchJobs: 'data',
    getJob: 'data',
    jobBoardOverview: 'data',
    searchPlaces: 'data',
    suggestJobTitles: 'data',
    searchOrganizations: 'data',
    getOrganizationProfile: 'data',
    ...postingCells('UNAUTHENTICATED'),
    ...profileCells('UNAUTHENTICATED'),
  },
  applicant: {
    getUser: 'data',
    getAppConfig: 'data',
    getRoutInfo: 'data',
    getGdprConsentInfos: 'data',
    hasTheLatestConsent: 'data',
    createGdprUserConsent: ownOnly,
    updatableOrganizationProfiles: 'FORBIDDEN',
    // Not a recruiter: refused before the target is looked at, even for an organization they own.
    getCredits: all('FORBIDDEN'),
    getSubscriptions: all('FORBIDDEN'),
    uploadFile: 'data',
    searchJobs: 'data',
    getJob: 'data',
    jobBoardOverview: 'data',
    searchPlaces: 'data',
    suggestJobTitles: 'data',
    searchOrganizations: 'data',
    getOrganizationProfile: 'data',
    ...postingCells('FORBIDDEN'),
    // Not a recruiter: refused before the organization is looked at.
    ...profileCells('FORBIDDEN'),
  },
  recruiter: {
    getUser: 'data',
    getAppConfig: 'data',
    getRoutInfo: 'data',
    getGdprConsentInfos: 'data',
    hasTheLatestConsent: 'data',
    createGdprUserConsent: ownOnly,
    updatableOrganizationProfiles: 'data',
    getCredits: ownOnly,
    getSubscriptions: ownOnly,
    uploadFile: 'data',
    searchJobs: 'data',
    getJob: 'data',
    jobBoardOverview: 'data',
    searchPlaces: 'data',
    suggestJobTitles: 'data',
    searchOrganizations: 'data',
    getOrganizationProfile: 'data',
    jobPostingContext: 'data',
    jobPosting: ownOnly,
    // Review is not for recruiters: refused before the job is looked at.
    moderationQueue: 'FORBIDDEN',
    saveJobPosting: ownOnly,
    submitJobPosting: ownOnly,
    approveJobPosting: all('FORBIDDEN'),
    rejectJobPosting: all('FORBIDDEN'),
    archiveJobPosting: ownOnly,
    organizationProfileDraft: ownOnly,
    organizationProfilePreview: ownOnly,
    saveOrganizationProfileDraft: ownOnly,
    publishOrganizationProfile: ownOnly,
    discardOrganizationProfileDraft: ownOnly,
  },
  administrator: ADMIN_LIKE,
  site_admin: ADMIN_LIKE,
  job_editor: ADMIN_LIKE,
  forged_token: REFUSED_TOKEN,
  expired_token: REFUSED_TOKEN,
};

export type MatrixCase = { caller: Caller; operation: Operation; target: Target | null; expected: Outcome };

/** Every cell as one case: targeted operations once per target, the others once. */
export function matrixCases(matrix = AUTHORIZATION_MATRIX): MatrixCase[] {
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
