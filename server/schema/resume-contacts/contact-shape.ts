import type { ListedContactRequest } from '../../resume-contacts/contact-lists';
import type { ResumeContactRequest } from '../generated/resolvers-types';

/** A stored request in the contract's shape; both sides read the same fields (the message is the recruiter's). */
export const toContactRequestShape = (r: ListedContactRequest): ResumeContactRequest => ({
  id: r.id,
  resumeId: r.resumeId,
  status: r.status,
  message: r.message,
  organizationName: r.organizationName,
  resumeTitle: r.resumeTitle,
  createdAt: r.createdAt,
  approvedAt: r.approvedAt,
  revokedAt: r.revokedAt,
  updatedAt: r.updatedAt,
});
