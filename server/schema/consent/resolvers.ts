import { and, asc, desc, eq, inArray, isNull, max, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isAdminLike } from '../../auth/session-user';
import { gdprConsentInfoRevisions, gdprConsentInfos as infos, gdprUserConsents as consents } from '../../db/schema';
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
import { latestRevisions } from '../../consent/latest-revisions';
import { visibleOn } from '../../consent/visible-infos';
import { hitConsentLimit } from '../../consent/consent-limit';

const SORT_COLUMNS = {
  weight: infos.weight,
  type: infos.type,
  placement: infos.placement,
  created: infos.createdAt,
} as const;

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
  sorting: sortingArg(Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[]),
});

/**
 * docs/product.md §7 getGdprConsentInfos: the site's consent infos with the text of their latest published revision.
 */
export async function getGdprConsentInfos(
  ctx: GraphQLContext,
  raw: QueryGetGdprConsentInfosArgs,
): Promise<GdprConsentInfo[]> {
  const a = parseArgs(infoArgs, raw);
  const latest = latestRevisions(ctx.db, { language: a.language ?? ctx.locale });
  const conditions: SQL[] = [visibleOn(ctx.region.id)];
  if (a.id) conditions.push(eq(infos.id, a.id));
  if (a.type) conditions.push(eq(infos.type, a.type));
  if (a.placement) conditions.push(eq(infos.placement, a.placement));
  const order = a.sorting.length
    ? a.sorting.map((s) => (s.direction === 'asc' ? asc(SORT_COLUMNS[s.field]) : desc(SORT_COLUMNS[s.field])))
    : [asc(infos.weight), asc(infos.type)];
  const rows = await ctx.db
    .select({
      id: infos.id,
      type: infos.type,
      placement: infos.placement,
      optIn: infos.optIn,
      text: latest.text,
      revision: latest.revision,
      revisionId: latest.revisionId,
    })
    .from(infos)
    .innerJoin(latest, eq(latest.infoId, infos.id))
    .where(and(...conditions))
    .orderBy(...order, asc(infos.id))
    .limit(a.limit)
    .offset(a.offset);
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
  const latest = latestRevisions(ctx.db);
  const conditions: SQL[] = [visibleOn(ctx.region.id), eq(infos.type, a.type)];
  if (a.placement) conditions.push(eq(infos.placement, a.placement));
  const required = await ctx.db
    .select({ infoId: infos.id, revision: latest.revision })
    .from(infos)
    .innerJoin(latest, eq(latest.infoId, infos.id))
    .where(and(...conditions))
    .limit(100);
  if (required.length === 0) return true;
  const agreed = await ctx.db
    .select({ infoId: consents.infoId, revision: max(gdprConsentInfoRevisions.revision) })
    .from(consents)
    .innerJoin(gdprConsentInfoRevisions, eq(gdprConsentInfoRevisions.id, consents.infoRevisionId))
    .where(
      and(
        eq(consents.userId, user.id),
        inArray(
          consents.infoId,
          required.map((r) => r.infoId),
        ),
      ),
    )
    .groupBy(consents.infoId);
  const agreedRevision = new Map(agreed.map((row) => [row.infoId, row.revision ?? 0]));
  return required.every((r) => (agreedRevision.get(r.infoId) ?? 0) >= r.revision);
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

  const [info] = await ctx.db
    .select({ id: infos.id })
    .from(infos)
    .where(and(eq(infos.id, infoId), visibleOn(ctx.region.id)))
    .limit(1);
  if (!info) throw notFound(graphqlMessages.errors.consentInfoNotFound);
  const latest = latestRevisions(ctx.db, { language: ctx.locale });
  const [revision] = await ctx.db
    .select({ id: latest.revisionId })
    .from(latest)
    .where(eq(latest.infoId, infoId))
    .limit(1);
  if (!revision) return { errors: [graphqlMessages.consent.noPublishedText], consent: null };

  const userId = ownMail ? user.id : null;
  const owner = userId ? eq(consents.userId, userId) : and(isNull(consents.userId), eq(consents.mail, mail));
  const consentColumns = {
    id: consents.id,
    mail: consents.mail,
    infoId: consents.infoId,
    infoRevisionId: consents.infoRevisionId,
  };
  const [existing] = await ctx.db
    .select(consentColumns)
    .from(consents)
    .where(and(owner, eq(consents.infoRevisionId, revision.id)))
    .limit(1);
  if (existing) return { errors: [], consent: existing };
  const [created] = await ctx.db
    .insert(consents)
    .values({ userId, mail, infoId, infoRevisionId: revision.id, regionId: ctx.region.id })
    .returning(consentColumns);
  return { errors: [], consent: created };
}

export const consentQueries: Pick<QueryResolvers, 'getGdprConsentInfos' | 'hasTheLatestConsent'> = {
  getGdprConsentInfos: (_parent, args, ctx) => getGdprConsentInfos(ctx, args),
  hasTheLatestConsent: async (_parent, args, ctx) => ({ hasTheLatestConsent: await hasTheLatestConsent(ctx, args) }),
};

export const consentMutations: Pick<MutationResolvers, 'createGdprUserConsent'> = {
  createGdprUserConsent: (_parent, args, ctx) => createGdprUserConsent(ctx, args),
};
