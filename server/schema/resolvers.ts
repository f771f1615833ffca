import { accountMutations, accountQueries } from './account/resolvers';
import { aiSubscriptions } from './ai/resolvers';
import { bookmarkMutations, bookmarkQueries } from './bookmarks/resolvers';
import { applicationMutations, applicationQueries } from './applications/resolvers';
import { blogMutations, blogQueries } from './blog/resolvers';
import { myApplicationQueries } from './applications/my-application-resolvers';
import { orderMutations, orderQueries } from './commerce/order-resolvers';
import { commerceQueries } from './commerce/resolvers';
import { shopQueries } from './commerce/shop-resolvers';
import { configQueries } from './config/resolvers';
import { consentMutations, consentQueries } from './consent/resolvers';
import { fileMutations } from './files/resolvers';
import type { Resolvers } from './generated/resolvers-types';
import { jobManagerMutations, jobManagerQueries } from './job-manager/resolvers';
import { jobOverviewQueries } from './jobs/overview-resolvers';
import { jobFields, jobQueries } from './jobs/resolvers';
import { jobSearchQueries } from './jobs/search-resolvers';
import { titleSuggestionQueries } from './jobs/title-suggestion-resolvers';
import { publicOrganizationQueries } from './organizations/public-resolvers';
import { organizationQueries } from './organizations/resolvers';
import { profileMutations, profileQueries } from './organizations/profile-resolvers';
import { placeQueries } from './places/resolvers';
import { postingMutations, postingQueries } from './postings/resolvers';
import { privacyMutations, privacyQueries } from './privacy/resolvers';
import { resumeContactMutations, resumeContactQueries } from './resume-contacts/resolvers';
import { resumeAlertMutations, resumeAlertQueries } from './resume-alerts/resolvers';
import { resumeImportMutations } from './resume-import/resolvers';
import { resumeMutations, resumeQueries } from './resumes/resolvers';
import { resumePrivacyMutations, resumePrivacyQueries } from './resumes/privacy-resolvers';
import { resumeSearchQueries } from './resume-search/resolvers';
import { routeQueries } from './routes/resolvers';
import { DateTimeScalar, FileScalar } from './scalars';
import { teamMutations, teamQueries } from './team/resolvers';
import { workspaceMutations, workspaceQueries } from './team/workspace-resolvers';
import { organizationAdminMutations, organizationAdminQueries } from './organization-admin/resolvers';
import { userQueries } from './users/resolvers';

/** Every resolver of the contract, one module per domain. */
export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  File: FileScalar,
  Job: jobFields,
  Query: {
    ...userQueries,
    ...configQueries,
    ...routeQueries,
    ...consentQueries,
    ...organizationQueries,
    ...publicOrganizationQueries,
    ...commerceQueries,
    ...shopQueries,
    ...orderQueries,
    ...jobQueries,
    ...jobSearchQueries,
    ...titleSuggestionQueries,
    ...jobOverviewQueries,
    ...placeQueries,
    ...postingQueries,
    ...applicationQueries,
    ...myApplicationQueries,
    ...jobManagerQueries,
    ...teamQueries,
    ...workspaceQueries,
    ...organizationAdminQueries,
    ...profileQueries,
    ...privacyQueries,
    ...accountQueries,
    ...resumeQueries,
    ...resumePrivacyQueries,
    ...resumeSearchQueries,
    ...resumeContactQueries,
    ...resumeAlertQueries,
    ...blogQueries,
    ...bookmarkQueries,
  },
  Mutation: {
    ...consentMutations,
    ...fileMutations,
    ...postingMutations,
    ...applicationMutations,
    ...jobManagerMutations,
    ...teamMutations,
    ...workspaceMutations,
    ...organizationAdminMutations,
    ...profileMutations,
    ...orderMutations,
    ...privacyMutations,
    ...resumeImportMutations,
    ...accountMutations,
    ...resumeMutations,
    ...resumePrivacyMutations,
    ...resumeContactMutations,
    ...resumeAlertMutations,
    ...blogMutations,
    ...bookmarkMutations,
  },
  Subscription: {
    ...aiSubscriptions,
  },
};
