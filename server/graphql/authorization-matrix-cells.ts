import type { Operation, Outcome, Target } from './authorization-matrix';

/** Building blocks of the authorization matrix: outcomes per target and the cells of operation groups. */

export type ByTarget = Record<Target, Outcome>;
export type Cell = Outcome | ByTarget;

export const all = (outcome: Outcome): ByTarget => ({ own: outcome, another: outcome, nonexistent: outcome });
/** The docs/product.md §6 target rule for the caller's own target, someone else's, and one that does not exist. */
export const ownOnly: ByTarget = { own: 'data', another: 'FORBIDDEN', nonexistent: 'NOT_FOUND' };
export const anyTarget: ByTarget = { own: 'data', another: 'data', nonexistent: 'NOT_FOUND' };

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
  } satisfies Partial<Record<Operation, Cell>>;
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
  } satisfies Partial<Record<Operation, Cell>>;
}

/** Every inbox operation with the same cell for each target. */
export function applicationCells(cell: ByTarget) {
  return {
    applicationInbox: cell,
    jobApplication: cell,
    setApplicationStatus: cell,
    addApplicationNote: cell,
  } satisfies Partial<Record<Operation, Cell>>;
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
  } satisfies Partial<Record<Operation, Cell>>;
}

/** Profile editing: draft, preview, autosave, publish and discard, alike for each target. */
export function profileCells(cell: ByTarget) {
  return {
    organizationProfileDraft: cell,
    organizationProfilePreview: cell,
    saveOrganizationProfileDraft: cell,
    publishOrganizationProfile: cell,
    discardOrganizationProfileDraft: cell,
  } satisfies Partial<Record<Operation, Cell>>;
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
  } satisfies Partial<Record<Operation, Cell>>;
}

/** Every commerce operation but the price list (`shop`) refused alike. */
export const commerceRefused = (outcome: Outcome, shop: Outcome = outcome) =>
  commerceCells(shop, outcome, all(outcome), outcome, all(outcome));
