import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import messages from '../../messages/de.json';
import type { Db } from '../db/client';
import { MAX_UPLOAD_BYTES } from '../db/schema';
import { recordUpload } from '../storage/record-upload';
import { storeUpload, UploadRejectedError } from '../storage/store-upload';
import type { FileStorage } from '../storage/storage';
import { MAX_ATTACHMENTS } from './validate-application';

export type AcceptedFile = { id: string; name: string };

export type ReceivedApplicationForm = {
  fields: Record<string, string>;
  /** Uploads stored as temporary files, in the order they came. */
  files: AcceptedFile[];
  /** German messages for refused files (wrong type, too large, …). */
  fileErrors: string[];
  /** The body was not read to its end (a file over the limit): fields after it are missing. */
  aborted: boolean;
};

const upload = messages.graphql.upload;
const rejection = (error: UploadRejectedError, name: string) =>
  (error.reason === 'typeMismatch' ? upload.typeMismatch : upload[error.reason])
    .replace('{name}', name)
    .replace('{expected}', error.detail.expected ?? '')
    .replace('{detected}', error.detail.detected ?? '');

/**
 * A file part as a Web stream for storeUpload. Cancelling it (a refused file) drains the rest of the part
 * instead of destroying it, so the parser goes on to the next field; Readable.toWeb would destroy it and
 * leave the parser waiting.
 */
function drainingWebStream(stream: Readable): ReadableStream<Uint8Array> {
  let cancelled = () => {};
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        stream.pause();
        let done = false;
        const finish = (action: () => void) => {
          if (!done) action();
          done = true;
        };
        stream.on('data', (chunk: Buffer) => {
          if (done) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) stream.pause();
        });
        stream.on('end', () => finish(() => controller.close()));
        stream.on('error', (error) => finish(() => controller.error(error)));
        cancelled = () => finish(() => undefined);
      },
      pull() {
        stream.resume();
      },
      cancel() {
        cancelled();
        stream.resume();
      },
    },
    { highWaterMark: 4 },
  );
}

/** Text fields are small; the cover letter is the longest at 10,000 characters (UTF-8: up to 40 KB). */
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Reads a multipart application form as it arrives: text fields into memory (bounded), each file streamed
 * into storage with its type checked from the content (§5), never held whole in memory. A file over 50 MB
 * stops the reading at once — the rest of the body is not read — and is reported, like any refused file,
 * with a German message; the fields that came before it are kept (the form puts them first).
 */
export async function receiveApplicationForm(
  request: Request,
  deps: { db: Db; storage: FileStorage; regionId: string; ownerId: string | null },
): Promise<ReceivedApplicationForm> {
  const result: ReceivedApplicationForm = { fields: {}, files: [], fileErrors: [], aborted: false };
  if (!request.body) return result;
  const parser = busboy({
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    limits: { fieldSize: MAX_FIELD_BYTES, fields: 50, files: MAX_ATTACHMENTS + 1, fileSize: MAX_UPLOAD_BYTES, parts: 60 },
    defParamCharset: 'utf8',
  });
  const body = Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>);
  const pending: Array<Promise<void>> = [];

  await new Promise<void>((resolve, reject) => {
    const stop = () => {
      result.aborted = true;
      body.unpipe(parser);
      body.destroy();
      resolve();
    };
    parser.on('field', (name, value) => {
      if (!Object.hasOwn(result.fields, name)) result.fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      // A file input left empty still sends an empty part without a name.
      if (!info.filename) {
        stream.resume();
        return;
      }
      let truncated = false;
      stream.on('limit', () => {
        truncated = true;
        result.fileErrors.push(rejection(new UploadRejectedError('tooLarge'), info.filename));
        // The stored part is thrown away: ending the file stream with an error makes storeUpload clean up.
        stream.destroy(new UploadRejectedError('tooLarge'));
        stop();
      });
      pending.push(
        storeUpload(deps.storage, { name: info.filename, size: 0, stream: () => drainingWebStream(stream) })
          .then(async (stored) => {
            if (truncated) {
              await deps.storage.delete(stored.storageKey);
              return;
            }
            const id = await recordUpload(deps.db, stored, { purpose: 'application_attachment', ownerId: deps.ownerId, regionId: deps.regionId });
            result.files.push({ id, name: stored.originalName });
          })
          .catch((error: unknown) => {
            if (error instanceof UploadRejectedError) {
              if (!truncated) result.fileErrors.push(rejection(error, info.filename));
              return;
            }
            if (!truncated) throw error;
          }),
      );
    });
    parser.on('filesLimit', () => result.fileErrors.push(messages.application.errors.tooManyFiles));
    parser.on('close', resolve);
    parser.on('error', reject);
    body.on('error', (error) => (result.aborted ? resolve() : reject(error)));
    body.pipe(parser);
  });
  await Promise.all(pending);
  return result;
}
