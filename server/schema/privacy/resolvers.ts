import { z } from 'zod';
import messages from '../../../messages/de.json';
import { requireUser } from '../../graphql/authorization';
import { apiError, forbidden, notFound } from '../../graphql/errors';
import { parseArgs } from '../../graphql/validation';
import { getMailer } from '../../mail/mailer';
import {
  confirmAccountErasure,
  ERASURE_LINK_MINUTES,
  erasureLinkState,
  requestAccountErasure,
} from '../../privacy/erasure-requests';
import { deleteKeptFile } from '../../privacy/delete-kept-file';
import { type KeptFile, listKeptFiles, retentionCode } from '../../privacy/kept-files';
import { keptReasons } from '../../privacy/registry';
import type {
  AccountErasureLinkState,
  AccountErasureOutcome,
  KeptFileKind,
  KeptRecordReason,
  MutationResolvers,
  QueryResolvers,
} from '../generated/resolvers-types';

const t = messages.privacy;
// Links carry 43 base64url characters; anything else names no request (checked again by the domain).
const tokenArgs = z.object({ token: z.string().max(200) });
const fileArgs = z.object({ id: z.string().max(100) });
const upper = <T extends string>(value: string) => value.toUpperCase() as T;

const keptFileShape = (file: KeptFile) => ({
  id: file.id,
  name: file.name,
  kind: upper<KeptFileKind>(file.kind),
  sizeBytes: file.sizeBytes,
  uploadedAt: file.uploadedAt,
  applicationJobTitle: file.application?.jobTitle ?? null,
  applicationEmployer: file.application?.employer ?? null,
  messageSubject: file.messageSubject,
  retention: retentionCode(file.retention),
  deletesOn: file.deletesOn,
  deletable: file.deletable,
});

export const privacyQueries: Pick<QueryResolvers, 'privacyOverview' | 'accountErasureLink'> = {
  privacyOverview: async (_parent, _args, ctx) => {
    const user = requireUser(ctx);
    return {
      email: user.email,
      erasureLinkMinutes: ERASURE_LINK_MINUTES,
      keptRecords: keptReasons().map((reason) => upper<KeptRecordReason>(reason)),
      keptFiles: (await listKeptFiles(ctx.db, user)).map(keptFileShape),
    };
  },
  accountErasureLink: async (_parent, args, ctx) => {
    const { token } = parseArgs(tokenArgs, args);
    return upper<AccountErasureLinkState>(await erasureLinkState(ctx.db, token));
  },
};

export const privacyMutations: Pick<
  MutationResolvers,
  'requestAccountErasure' | 'confirmAccountErasure' | 'deleteKeptFile'
> = {
  requestAccountErasure: async (_parent, _args, ctx) => {
    const user = requireUser(ctx);
    // docs/product.md §6 support acts for an organization, never erases the person it acts as.
    if (ctx.masqueradedBy) throw forbidden(t.errors.whileSupporting);
    const outcome = await requestAccountErasure(ctx.db, getMailer(), { userId: user.id, regionId: ctx.region.id });
    if (outcome === 'rate-limited') throw apiError('RATE_LIMITED', t.erase.rateLimited);
    if (outcome !== 'sent') throw apiError('SERVICE_UNAVAILABLE', t.erase.failed);
    return true;
  },
  confirmAccountErasure: async (_parent, args, ctx) => {
    const { token } = parseArgs(tokenArgs, args);
    const outcome = await confirmAccountErasure(ctx.db, ctx.storage, { token, client: ctx.clientIp });
    if (outcome === 'rate-limited') throw apiError('RATE_LIMITED', t.errors.confirmRateLimited);
    return upper<AccountErasureOutcome>(outcome);
  },
  deleteKeptFile: async (_parent, args, ctx) => {
    const { id } = parseArgs(fileArgs, args);
    const user = requireUser(ctx);
    // docs/product.md §6 support acts for an organization; it does not delete the person's files.
    if (ctx.masqueradedBy) throw forbidden(t.files.whileSupporting);
    const outcome = await deleteKeptFile(ctx.db, ctx.storage, user, id);
    if (outcome === 'not-found') throw notFound(t.files.notFound);
    // `kept`: the file stays with its application or unsent message (not the caller's choice to make here).
    if (outcome === 'kept') throw apiError('FORBIDDEN', t.files.kept, { extensions: { reason: 'KEPT' } });
    return true;
  },
};
