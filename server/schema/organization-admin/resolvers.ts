import { z } from 'zod';
import { requireUser } from '../../graphql/authorization';
import { apiError, forbidden } from '../../graphql/errors';
import { idArg, parseArgs } from '../../graphql/validation';
import type { GraphQLContext } from '../../graphql/context';
import { getMailer } from '../../mail/mailer';
import {
  createCustomerOrganization,
  isOrganizationAdmin,
  mergeOrganizations,
  OrganizationAdminError,
  setOrganizationTrusted,
} from '../../organizations/organization-admin';
import { searchOrganizationsByName } from '../../organizations/organization-name-search';
import { teamMessages } from '../../organizations/team';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';

/** The caller, when they are an organization admin of this site (grants of the request's site); else refused. */
function requireOrganizationAdmin(ctx: GraphQLContext) {
  const user = requireUser(ctx);
  if (!isOrganizationAdmin(user.roles.map((r) => r.role))) throw forbidden();
  return user;
}

/** Domain refusals keep their code, German message and field. */
async function domain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrganizationAdminError)
      throw apiError(error.code, error.message, error.field ? { extensions: { field: error.field } } : {});
    throw error;
  }
}

const searchArgs = z.object({ query: z.string().trim().min(2, teamMessages.supportQuery).max(100) });
const trustArgs = z.object({ organizationId: idArg, trusted: z.boolean() });
const mergeArgs = z.object({ duplicateId: idArg, keepId: idArg });

export const organizationAdminQueries: Pick<QueryResolvers, 'adminOrganizations'> = {
  adminOrganizations: async (_parent, args, ctx) => {
    requireOrganizationAdmin(ctx);
    const { query } = parseArgs(searchArgs, args);
    const found = await searchOrganizationsByName(ctx.db, ctx.region.id, query);
    return found.map(({ id, name, slug, trusted, published }) => ({ id, name, slug, trusted, published }));
  },
};

export const organizationAdminMutations: Pick<
  MutationResolvers,
  'createCustomerOrganization' | 'setOrganizationTrusted' | 'mergeOrganizations'
> = {
  // The form is checked by the domain (zod, German messages per field), as the sign-up's is.
  createCustomerOrganization: (_parent, args, ctx) => {
    const actor = requireOrganizationAdmin(ctx);
    return domain(() =>
      createCustomerOrganization(ctx.db, getMailer(), { regionId: ctx.region.id, actor, form: args.input }),
    );
  },
  setOrganizationTrusted: (_parent, args, ctx) => {
    const actor = requireOrganizationAdmin(ctx);
    const { organizationId, trusted } = parseArgs(trustArgs, args);
    return domain(() => setOrganizationTrusted(ctx.db, { regionId: ctx.region.id, actor, organizationId, trusted }));
  },
  mergeOrganizations: (_parent, args, ctx) => {
    const actor = requireOrganizationAdmin(ctx);
    const { duplicateId, keepId } = parseArgs(mergeArgs, args);
    return domain(() => mergeOrganizations(ctx.db, { regionId: ctx.region.id, actor, duplicateId, keepId }));
  },
};
