import { all, type ByTarget, type Cell, type Outcome } from './authorization-matrix-types';

/** Building blocks of the authorization matrix: the cells of operation groups. */

/**
 * The public reads (user, config, routes, consent texts, job and employer search, jobs, places) and uploads: the
 * same outcome for anonymous callers and every role; a refused token is refused.
 */
export function publicCells(outcome: Outcome) {
  return {
    getUser: outcome,
    getAppConfig: outcome,
    getRoutInfo: outcome,
    getGdprConsentInfos: outcome,
    uploadFile: outcome,
    searchJobs: outcome,
    getJob: outcome,
    jobBoardOverview: outcome,
    searchPlaces: outcome,
    suggestJobTitles: outcome,
    searchOrganizations: outcome,
    getOrganizationProfile: outcome,
  } satisfies Record<string, Cell>;
}

/** Every posting operation refused alike (anonymous callers, refused tokens, applicants). */
export function postingCells(outcome: Outcome) {
  return {
    jobPostingContext: outcome,
    jobPosting: all(outcome),
    moderationQueue: outcome,
    saveJobPosting: all(outcome),
    submitJobPosting: all(outcome),
    approveJobPosting: all(outcome),
    rejectJobPosting: all(outcome),
    archiveJobPosting: all(outcome),
    ...managerCells(() => all(outcome)),
  } satisfies Record<string, Cell>;
}

/** The job manager's operations, each acting on an organization or a job, alike. */
export function managerCells(cell: () => ByTarget) {
  return {
    jobManager: cell(),
    jobStatistics: cell(),
    employerDashboard: cell(),
    jobExtensionQuote: cell(),
    duplicateJobPosting: cell(),
    extendJobPosting: cell(),
    archiveJobPostings: cell(),
  } satisfies Record<string, Cell>;
}

/** Every inbox operation with the same cell for each target. */
export function applicationCells(cell: ByTarget) {
  return {
    applicationInbox: cell,
    jobApplication: cell,
    setApplicationStatus: cell,
    addApplicationNote: cell,
  } satisfies Record<string, Cell>;
}

/** Team and workspace cells: the frame, organization targets, support search, joining, invitation state. */
export function teamCells(
  plain: Outcome,
  targets: ByTarget,
  support: Outcome,
  accept: ByTarget,
  invitation: Outcome = 'data',
) {
  return {
    workspaceContext: plain,
    organizationTeam: targets,
    teamInvitation: invitation,
    organizationChanges: targets,
    supportOrganizations: support,
    inviteTeamMember: targets,
    revokeTeamInvitation: targets,
    removeTeamMember: targets,
    acceptTeamInvitation: accept,
    setActiveOrganization: targets,
  } satisfies Record<string, Cell>;
}

/** Profile editing: draft, preview, autosave, publish and discard, alike for each target. */
export function profileCells(cell: ByTarget) {
  return {
    organizationProfileDraft: cell,
    organizationProfilePreview: cell,
    saveOrganizationProfileDraft: cell,
    publishOrganizationProfile: cell,
    discardOrganizationProfileDraft: cell,
  } satisfies Record<string, Cell>;
}

/**
 * Commerce: the price list, buying (checkout, quote, placing an order for the caller's organization),
 * an organization's orders, the site's orders, and marking paid, cancelling and refunding an order.
 */
export const COMMERCE_OPERATIONS = [
  'shopProducts',
  'checkout',
  'checkoutQuote',
  'placeOrder',
  'organizationOrders',
  'siteOrders',
  'markOrderPaid',
  'cancelOrder',
  'refundOrder',
] as const;

export function commerceCells(shop: Outcome, buy: Outcome, orders: ByTarget, site: Outcome, manage: ByTarget) {
  return {
    shopProducts: shop,
    checkout: buy,
    checkoutQuote: buy,
    placeOrder: buy,
    organizationOrders: orders,
    siteOrders: site,
    markOrderPaid: manage,
    cancelOrder: manage,
    refundOrder: manage,
  } satisfies Record<string, Cell>;
}

/** Every commerce operation but the price list (`shop`) refused alike. */
export const commerceRefused = (outcome: Outcome, shop: Outcome = outcome) =>
  commerceCells(shop, outcome, all(outcome), outcome, all(outcome));
