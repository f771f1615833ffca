import type { FeatureFlags } from '../../regions/schema';
import type { Resolvers } from '../schema/generated/resolvers-types';
import type { GraphQLContext } from './context';
import { notFound } from './errors';
import { graphqlMessages } from './messages';

/** The blog's operations (server/schema/blog/blog.graphql); the authorization matrix names them from here. */
export const BLOG_OPERATIONS = [
  'blogPosts',
  'blogPost',
  'blogEditorPosts',
  'blogEditorPost',
  'saveBlogPost',
  'publishBlogPost',
  'unpublishBlogPost',
] as const;

/**
 * The employers' applications inbox (server/schema/applications/applications.graphql): the applicant management of
 * docs/product-decisions.md "Applicant management off". The applicant's own list (myApplications) is not among them.
 */
export const INBOX_OPERATIONS = [
  'applicationInbox',
  'jobApplication',
  'setApplicationStatus',
  'addApplicationNote',
] as const;

/**
 * Operations that exist only while a docs/product.md §1.4 flag of the request's site is on. With it off they answer
 * NOT_FOUND with a German message, before anything else is looked at: the feature does not exist on that site, the
 * same as its pages (lib/routing/feature-paths.ts).
 */
export const FEATURE_GATES: Partial<Record<keyof FeatureFlags, readonly string[]>> = {
  RESUME_FEATURE_ACTIVE: [
    'myResume',
    'resume',
    'saveResumeSection',
    'setResumeVisibility',
    'completeResumeWizard',
    'proposeResumeFromCv',
    'searchResumes',
    'recruiterResume',
    'myResumeContactRequests',
    'sentResumeContactRequests',
    'requestResumeContact',
    'decideResumeContactRequest',
    'myResumeAlerts',
    'saveResumeAlert',
    'updateResumeAlert',
    'deleteResumeAlert',
  ],
  BLOG_FEATURE_ACTIVE: BLOG_OPERATIONS,
  APPLICANT_FEATURE_ACTIVE: INBOX_OPERATIONS,
};

type RootResolvers = Record<string, unknown>;
type FieldResolver = (parent: unknown, args: unknown, ctx: GraphQLContext, info: unknown) => unknown;

function gate(root: RootResolvers | undefined, flags: Map<string, keyof FeatureFlags>): RootResolvers | undefined {
  if (!root) return root;
  return Object.fromEntries(
    Object.entries(root).map(([name, resolver]) => {
      const flag = flags.get(name);
      if (!flag || typeof resolver !== 'function') return [name, resolver];
      const gated: FieldResolver = (parent, args, ctx, info) => {
        if (!ctx.region.FEATURES[flag])
          throw notFound(graphqlMessages.featureOff[flag as keyof typeof graphqlMessages.featureOff]);
        return (resolver as FieldResolver)(parent, args, ctx, info);
      };
      return [name, gated];
    }),
  );
}

/** The resolvers with every gated query and mutation refused where its flag is off. */
export function withFeatureGates(resolvers: Resolvers, gates = FEATURE_GATES): Resolvers {
  const flags = new Map(
    Object.entries(gates).flatMap(([flag, names]) => names!.map((name) => [name, flag as keyof FeatureFlags] as const)),
  );
  return {
    ...resolvers,
    Query: gate(resolvers.Query as RootResolvers, flags) as Resolvers['Query'],
    Mutation: gate(resolvers.Mutation as RootResolvers, flags) as Resolvers['Mutation'],
  };
}
