import { fileUrl } from '../../storage/file-url';
import { recordUpload } from '../../storage/record-upload';
import { storeUpload, UploadRejectedError } from '../../storage/store-upload';
import { StorageUnavailableError } from '../../storage/storage';
import { admitUpload } from '../../storage/upload-limits';
import { ACCOUNT_STORAGE_QUOTA_BYTES, fitsStorageQuota } from '../../storage/upload-quota';
import type { GraphQLContext } from '../../graphql/context';
import { apiError } from '../../graphql/errors';
import { formatMessage, graphqlMessages } from '../../graphql/messages';
import type { MutationResolvers, MutationUploadFileArgs, UploadedFile } from '../generated/resolvers-types';
import { isUploadSource } from '../scalars';

const messages = graphqlMessages.upload;

function rejection(error: UploadRejectedError, name: string) {
  const text =
    error.reason === 'typeMismatch'
      ? formatMessage(messages.typeMismatch, {
          name,
          expected: error.detail.expected ?? '',
          detected: error.detail.detected ?? '',
        })
      : formatMessage(messages[error.reason], { name });
  return apiError('BAD_USER_INPUT', text, { extensions: { field: 'file', reason: error.reason } });
}

/** A signed-in caller's files would take more than the account's storage quota (docs/security.md). */
const quotaExceeded = (name: string) =>
  apiError(
    'BAD_USER_INPUT',
    formatMessage(messages.quotaExceeded, { name, max: `${ACCOUNT_STORAGE_QUOTA_BYTES / (1024 * 1024)} MB` }),
    { extensions: { field: 'file', reason: 'quotaExceeded' } },
  );

/**
 * The caller's IP address, when the HTTP context carries it (in-process calls have none): anonymous uploads
 * are limited per address, and share one allowance while it is unknown.
 */
/**
 * docs/product.md §5 uploadFile: streams the file into storage (type from the content, at most 50 MB) and records it as
 * a temporary `files` row (sha256, size, type) that an entity makes permanent once it references the file.
 * Anonymous callers may upload too: applications and contact messages take attachments from them (docs/product.md §5);
 * every caller is rate-limited, a signed-in caller's files are bounded by the account's storage quota, and
 * files nothing uses are purged after a day.
 */
export async function uploadFile(ctx: GraphQLContext, args: MutationUploadFileArgs): Promise<UploadedFile> {
  const file: unknown = args.file;
  if (!isUploadSource(file))
    throw apiError('BAD_USER_INPUT', graphqlMessages.validation.invalid, { extensions: { field: 'file' } });
  const admitted = await admitUpload(ctx.db, { userId: ctx.user?.id ?? null, ip: ctx.clientIp });
  if (!admitted.allowed) {
    throw apiError('RATE_LIMITED', messages.rateLimited, {
      status: 429,
      headers: { 'Retry-After': String(admitted.retryAfterSeconds) },
    });
  }
  const userId = ctx.user?.id ?? null;
  if (userId && !(await fitsStorageQuota(ctx.db, userId, 0))) throw quotaExceeded(file.name);
  let stored;
  try {
    stored = await storeUpload(ctx.storage, file);
  } catch (error) {
    if (error instanceof UploadRejectedError) throw rejection(error, file.name);
    if (error instanceof StorageUnavailableError) {
      throw apiError('SERVICE_UNAVAILABLE', formatMessage(messages.storageUnavailable, { name: file.name }), {
        status: 503,
      });
    }
    throw error;
  }
  try {
    if (userId && !(await fitsStorageQuota(ctx.db, userId, stored.sizeBytes))) throw quotaExceeded(file.name);
    const id = await recordUpload(ctx.db, stored, { ownerId: userId, regionId: ctx.region.id });
    return {
      id,
      name: stored.originalName,
      mimeType: stored.type.mimeType,
      size: stored.sizeBytes,
      sha256: stored.sha256,
      url: fileUrl(id),
    };
  } catch (error) {
    await ctx.storage.delete(stored.storageKey).catch(() => undefined);
    throw error;
  }
}

export const fileMutations: Pick<MutationResolvers, 'uploadFile'> = {
  uploadFile: (_parent, args, ctx) => uploadFile(ctx, args),
};
