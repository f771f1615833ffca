import { z } from 'zod';
import { isAdminLike } from '../../auth/session-user';
import { sanitizeRichText } from '../../richtext/sanitize-rich-text';
import { requireUser } from '../../graphql/authorization';
import type { GraphQLContext } from '../../graphql/context';
import { apiError, forbidden, notFound } from '../../graphql/errors';
import { graphqlMessages } from '../../graphql/messages';
import {
  emailArg,
  identifierArg,
  idArg,
  languageArg,
  limitArg,
  offsetArg,
  optional,
  parseArgs,
  sortingArg,
} from '../../graphql/validation';
import type {
  CreateGdprUserConsentResult,
  GdprConsentInfo,
  MutationCreateGdprUserConsentArgs,
  MutationResolvers,
  QueryGetGdprConsentInfosArgs,
  QueryHasTheLatestConsentArgs,
  QueryResolvers,
} from '../generated/resolvers-types';
import { hitConsentLimit } from '../../consent/consent-limit';
import { CONSENT_INFO_SORT_FIELDS, hasLatestConsent, listConsentInfos } from '../../consent/consent-infos';
import { recordConsent } from '../../consent/record-consent';

const infoArgs = z.object({
  id: optional(idArg),
  type: optional(identifierArg),
  placement: optional(identifierArg),
  language: optional(languageArg),
  path: optional(
    z
      .string()
      .max(2048)
      .regex(/^\/\S*$/, graphqlMessages.validation.slug),
  ),
  limit: limitArg(20),
  offset: offsetArg,
  sorting: sortingArg(CONSENT_INFO_SORT_FIELDS),
});

/**
 * docs/product.md §7 getGdprConsentInfos: the site's consent infos with the text of their latest published revision.
 */
export async function getGdprConsentInfos(
  ctx: GraphQLContext,
  raw: QueryGetGdprConsentInfosArgs,
): Promise<GdprConsentInfo[]> {
  const a = parseArgs(infoArgs, raw);
  const rows = await listConsentInfos(ctx.db, { ...a, regionId: ctx.region.id, language: a.language ?? ctx.locale });
  return rows.map((row) => ({ ...row, text: sanitizeRichText(row.text, 'filtered_html') }));
}

const latestConsentArgs = z.object({ type: identifierArg, placement: optional(identifierArg) });

/**
 * docs/product.md §4 hasTheLatestConsent: true when the signed-in user agreed (as themselves, not just by address) to
 * the latest published revision of every active info of the type (and placement) on this site.
 */
export async function hasTheLatestConsent(ctx: GraphQLContext, raw: QueryHasTheLatestConsentArgs): Promise<boolean> {
  const user = requireUser(ctx);
  const a = parseArgs(latestConsentArgs, raw);
  return hasLatestConsent(ctx.db, { userId: user.id, regionId: ctx.region.id, ...a });
}

const createArgs = z.object({ mail: emailArg.transform((m) => m.toLowerCase()), infoId: idArg });

/**
 * docs/product.md §7 createGdprUserConsent: records agreement to the latest published revision of an info, for the
 * docs/product.md §4 modal of signed-in users: their own address only (admin-like users for any). Anonymous callers are
 * refused (docs/product-decisions.md): nobody could show the address is theirs, and such a record counted for nothing.
 * Limited per account. Agreeing twice to the same revision returns the first record.
 */
export async function createGdprUserConsent(
  ctx: GraphQLContext,
  raw: MutationCreateGdprUserConsentArgs,
): Promise<CreateGdprUserConsentResult> {
  const user = requireUser(ctx);
  const { mail, infoId } = parseArgs(createArgs, raw);
  const ownMail = user.email.toLowerCase() === mail;
  if (!ownMail && !isAdminLike(user)) throw forbidden(graphqlMessages.errors.consentForeignMail);
  if (!(await hitConsentLimit(ctx.db, user.id)).allowed)
    throw apiError('RATE_LIMITED', graphqlMessages.errors.consentRateLimited);

  const recorded = await recordConsent(ctx.db, {
    userId: ownMail ? user.id : null,
    mail,
    infoId,
    regionId: ctx.region.id,
    language: ctx.locale,
  });
  if (recorded.outcome === 'infoNotFound') throw notFound(graphqlMessages.errors.consentInfoNotFound);
  if (recorded.outcome === 'noPublishedText')
    return { errors: [graphqlMessages.consent.noPublishedText], consent: null };
  return { errors: [], consent: recorded.consent };
}

export const consentQueries: Pick<QueryResolvers, 'getGdprConsentInfos' | 'hasTheLatestConsent'> = {
  getGdprConsentInfos: (_parent, args, ctx) => getGdprConsentInfos(ctx, args),
  hasTheLatestConsent: async (_parent, args, ctx) => ({ hasTheLatestConsent: await hasTheLatestConsent(ctx, args) }),
};

export const consentMutations: Pick<MutationResolvers, 'createGdprUserConsent'> = {
  createGdprUserConsent: (_parent, args, ctx) => createGdprUserConsent(ctx, args),
};
