import type { Operation } from '../../graphql/authorization-matrix-operations';

/** Profile editing: each acts on the organization given (one without a draft: publish answers published false). */
export const PROFILE_OPERATIONS: Partial<Record<Operation, string>> = {
  organizationProfileDraft:
    'query($o: ID) { organizationProfileDraft(organizationId: $o) { organizationId hasDraft } }',
  organizationProfilePreview: 'query($o: ID) { organizationProfilePreview(organizationId: $o) { id name } }',
  saveOrganizationProfileDraft:
    'mutation($o: ID) { saveOrganizationProfileDraft(organizationId: $o, input: { benefits: [] }) { draft { hasDraft } } }',
  publishOrganizationProfile: 'mutation($o: ID) { publishOrganizationProfile(organizationId: $o) { published } }',
  discardOrganizationProfileDraft:
    'mutation($o: ID) { discardOrganizationProfileDraft(organizationId: $o) { hasDraft } }',
};
