import { aiSubscriptions } from './ai/resolvers';
import { commerceQueries } from './commerce/resolvers';
import { configQueries } from './config/resolvers';
import { consentMutations, consentQueries } from './consent/resolvers';
import { fileMutations } from './files/resolvers';
import type { Resolvers } from './generated/resolvers-types';
import { jobOverviewQueries } from './jobs/overview-resolvers';
import { jobQueries } from './jobs/resolvers';
import { jobSearchQueries } from './jobs/search-resolvers';
import { titleSuggestionQueries } from './jobs/title-suggestion-resolvers';
import { publicOrganizationQueries } from './organizations/public-resolvers';
import { organizationQueries } from './organizations/resolvers';
import { profileMutations, profileQueries } from './organizations/profile-resolvers';
import { placeQueries } from './places/resolvers';
import { postingMutations, postingQueries } from './postings/resolvers';
import { routeQueries } from './routes/resolvers';
import { DateTimeScalar, FileScalar } from './scalars';
import { userQueries } from './users/resolvers';

/** Every resolver of the contract, one module per domain. */
export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  File: FileScalar,
  Query: {
    ...userQueries,
    ...configQueries,
    ...routeQueries,
    ...consentQueries,
    ...organizationQueries,
    ...publicOrganizationQueries,
    ...commerceQueries,
    ...jobQueries,
    ...jobSearchQueries,
    ...titleSuggestionQueries,
    ...jobOverviewQueries,
    ...placeQueries,
    ...postingQueries,
    ...profileQueries,
  },
  Mutation: {
    ...consentMutations,
    ...fileMutations,
    ...postingMutations,
    ...profileMutations,
  },
  Subscription: {
    ...aiSubscriptions,
  },
};
