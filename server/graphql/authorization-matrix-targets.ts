import type { Operation } from './authorization-matrix-operations';
import { ACCOUNT_TARGETED } from './authorization-matrix-account';
import { BLOG_TARGETED } from './authorization-matrix-blog';
import { BOOKMARK_TARGETED } from './authorization-matrix-bookmarks';
import { CONTACT_TARGETED } from './authorization-matrix-contact';
import { RESUME_PRIVACY_TARGETED } from './authorization-matrix-resume';
import { RESUME_ALERT_TARGETED } from './authorization-matrix-resume-alerts';
import { RIGHTS_TARGETED } from './authorization-matrix-rights';
import { ORGANIZATION_ADMIN_TARGETED } from './authorization-matrix-organization-admin';

/** Operations that act on a target, and what the target is. */
export const TARGETED: Partial<
  Record<
    Operation,
    | 'organization'
    | 'mail'
    | 'job'
    | 'application'
    | 'invitation'
    | 'order'
    | 'file'
    | 'alert'
    | 'resume'
    | 'contact_request'
    | 'resume_alert'
    | 'blog_post'
    | 'bookmark'
  >
> = {
  createGdprUserConsent: 'mail',
  getCredits: 'organization',
  getSubscriptions: 'organization',
  jobPosting: 'job',
  saveJobPosting: 'job',
  submitJobPosting: 'job',
  approveJobPosting: 'job',
  rejectJobPosting: 'job',
  archiveJobPosting: 'job',
  applicationInbox: 'organization',
  jobApplication: 'application',
  setApplicationStatus: 'application',
  addApplicationNote: 'application',
  jobManager: 'organization',
  jobStatistics: 'job',
  employerDashboard: 'organization',
  jobExtensionQuote: 'job',
  duplicateJobPosting: 'job',
  extendJobPosting: 'job',
  archiveJobPostings: 'job',
  organizationTeam: 'organization',
  organizationChanges: 'organization',
  inviteTeamMember: 'organization',
  removeTeamMember: 'organization',
  setActiveOrganization: 'organization',
  // own: an invitation of the caller's organization (revoke) or to the caller's address (accept).
  revokeTeamInvitation: 'invitation',
  acceptTeamInvitation: 'invitation',
  organizationProfileDraft: 'organization',
  organizationProfilePreview: 'organization',
  saveOrganizationProfileDraft: 'organization',
  publishOrganizationProfile: 'organization',
  discardOrganizationProfileDraft: 'organization',
  organizationOrders: 'organization',
  // own: an order of the caller's organization; another: of someone else's.
  markOrderPaid: 'order',
  cancelOrder: 'order',
  refundOrder: 'order',
  // own: a CV the caller uploaded; another: someone else's upload.
  proposeResumeFromCv: 'file',
  // own: the caller's resume; another: someone else's visible, complete one.
  resume: 'resume',
  ...RESUME_PRIVACY_TARGETED,
  ...ACCOUNT_TARGETED,
  ...CONTACT_TARGETED,
  ...RESUME_ALERT_TARGETED,
  // own: a post of the blog's site; another: a post of another site.
  ...BLOG_TARGETED,
  // own: a kept file of the caller (an imported CV); another: someone else's.
  ...RIGHTS_TARGETED,
  // own: a job on the caller's Merkliste; another: one only on someone else's.
  ...BOOKMARK_TARGETED,
  // own: an organization the caller owns; another: someone else's (support acts on both).
  ...ORGANIZATION_ADMIN_TARGETED,
};
