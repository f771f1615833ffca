import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import messages from '../../messages/de.json';
import type { Db } from '../db/client';
import { MAX_UPLOAD_BYTES } from '../db/schema';
import { recordUpload } from '../storage/record-upload';
import { storeUpload, UploadRejectedError } from '../storage/store-upload';
import { type FileStorage, StorageUnavailableError } from '../storage/storage';
import { MAX_ATTACHMENTS } from './validate-application';

export type AcceptedFile = { id: string; name: string };

export type ReceivedApplicationForm = {
  fields: Record<string, string>;
  /** Uploads stored as temporary files, in the order they came. */
  files: AcceptedFile[];
  /** German messages for refused files (wrong type, too large, …). */
  fileErrors: string[];
  /**
   * Why the body was not read to its end, if it was not: a file or the whole request over its limit, storage
   * that cannot take files, or a broken multipart body. Fields after that point are missing.
   */
  stopped: null | 'tooLarge' | 'storageUnavailable' | 'malformed';
};

type UploadTexts = Record<UploadRejectedError['reason'], string>;

/** A refused file's German message from a form's upload texts. */
export const uploadRejection = (texts: UploadTexts, error: UploadRejectedError, name: string) =>
  texts[error.reason]
    .replace('{name}', name)
    .replace('{expected}', error.detail.expected ?? '')
    .replace('{detected}', error.detail.detected ?? '');

/**
 * What differs between the forms read this way: the application (the default) and the contact form, which
 * takes fewer file types and speaks to employers with "Sie" (docs/product-decisions.md).
 */
export type UploadFormVariant = {
  purpose: 'application_attachment' | 'contact_attachment';
  maxFiles: number;
  /** A file refused by its name before anything is stored (a type this form does not take), or null. */
  refuseName?: (name: string) => UploadRejectedError | null;
  texts: {
    upload: UploadTexts;
    tooLargeRequest: string;
    storageUnavailable: string;
    incomplete: string;
    tooManyFiles: string;
  };
};

const APPLICATION_FORM: UploadFormVariant = {
  purpose: 'application_attachment',
  maxFiles: MAX_ATTACHMENTS,
  texts: {
    upload: messages.graphql.upload,
    tooLargeRequest: messages.application.tooLargeRequest,
    storageUnavailable: messages.application.storageUnavailable,
    incomplete: messages.application.incomplete,
    tooManyFiles: messages.application.errors.tooManyFiles,
  },
};

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
 * docs/product.md §5: one 50 MB file (or several that together fit), the text fields and the multipart envelope. Below
 * the proxy's body limit in next.config.ts, so a larger body is always refused here, never cut off by Next.
 */
export const MAX_APPLICATION_BODY_BYTES = MAX_UPLOAD_BYTES + 4 * 1024 * 1024;

/**
 * Reads a multipart application form as it arrives: text fields into memory (bounded), each file streamed
 * into storage with its type checked from the content (docs/product.md §5), never held whole in memory. A refused file
 * is drained and reported with a German message, and reading goes on. A file over 50 MB, a body over
 * MAX_APPLICATION_BODY_BYTES, storage that cannot take files or a broken body stop the reading at once (the
 * rest is not read) and say why in `stopped`; the fields that came before are kept (the form puts them first,
 * components/jobs/detail/job-application-form.tsx).
 */
export async function receiveApplicationForm(
  request: Request,
  deps: {
    db: Db;
    storage: FileStorage;
    regionId: string;
    ownerId: string | null;
    maxBodyBytes?: number;
    /**
     * The body is announced larger than an application may be: only the text fields are read (they come
     * first), and reading stops with `tooLarge` at the first file, so what was typed comes back as a draft.
     */
    fieldsOnly?: boolean;
    variant?: UploadFormVariant;
    /**
     * The site takes no files with this form (ATTACHMENTS_FEATURE_ACTIVE off): every file is drained unread and
     * refused once with this message (docs/product-decisions.md "Salary free input and attachments switched off").
     */
    refuseFiles?: string;
  },
): Promise<ReceivedApplicationForm> {
  const variant = deps.variant ?? APPLICATION_FORM;
  const texts = variant.texts;
  const rejection = (error: UploadRejectedError, name: string) => uploadRejection(texts.upload, error, name);
  const result: ReceivedApplicationForm = { fields: {}, files: [], fileErrors: [], stopped: null };
  if (!request.body) return result;
  const maxBodyBytes = deps.maxBodyBytes ?? MAX_APPLICATION_BODY_BYTES;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: {
        fieldSize: MAX_FIELD_BYTES,
        fields: 50,
        files: variant.maxFiles + 1,
        fileSize: MAX_UPLOAD_BYTES,
        parts: 60,
      },
      defParamCharset: 'utf8',
    });
  } catch {
    // Not multipart, or no boundary: nothing can be read.
    await request.body.cancel();
    return { ...result, stopped: 'malformed', fileErrors: [texts.incomplete] };
  }
  const body = Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>);
  const pending: Array<Promise<void>> = [];
  /** File parts being read: stopping cuts them off with an error, so their storeUpload cleans up and settles. */
  const open = new Set<Readable>();
  const cut = new Set<Readable>();
  /** A failure of our own (database, storage): thrown once reading has settled, never left unhandled. */
  let failure: unknown = null;

  await new Promise<void>((resolve) => {
    const halt = (reason: NonNullable<ReceivedApplicationForm['stopped']>, message: string) => {
      if (result.stopped) return;
      result.stopped = reason;
      result.fileErrors.push(message);
      body.unpipe();
      body.destroy();
      for (const stream of open) {
        cut.add(stream);
        stream.destroy(new Error('application form reading stopped'));
      }
      resolve();
    };
    let read = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        const before = read;
        read += chunk.length;
        if (read <= maxBodyBytes) return done(null, chunk);
        if (before >= maxBodyBytes) return done();
        // Next hands a body it buffered for the proxy over in one chunk: the part within the bound (the text
        // fields first) still reaches the parser, and reading stops once it has been parsed.
        done(null, chunk.subarray(0, maxBodyBytes - before));
        setImmediate(() => halt('tooLarge', texts.tooLargeRequest));
      },
      // Past the bound the parser must not see the end of a cut body (it would call it broken): halt ends it.
      flush(done) {
        if (read <= maxBodyBytes) done();
      },
    });
    parser.on('field', (name, value) => {
      if (!Object.hasOwn(result.fields, name)) result.fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      // A file input left empty still sends an empty part without a name; after a stop nothing is stored.
      if (!info.filename || result.stopped) {
        stream.resume();
        return;
      }
      if (deps.fieldsOnly) return halt('tooLarge', texts.tooLargeRequest);
      if (deps.refuseFiles) {
        stream.resume();
        if (!result.fileErrors.includes(deps.refuseFiles)) result.fileErrors.push(deps.refuseFiles);
        return;
      }
      const refused = variant.refuseName?.(info.filename);
      if (refused) {
        stream.resume();
        result.fileErrors.push(rejection(refused, info.filename));
        return;
      }
      open.add(stream);
      stream.on('close', () => open.delete(stream));
      stream.on('limit', () => halt('tooLarge', rejection(new UploadRejectedError('tooLarge'), info.filename)));
      pending.push(
        storeUpload(deps.storage, { name: info.filename, size: 0, stream: () => drainingWebStream(stream) })
          .then(async (stored) => {
            // A file read to its end before a stop is kept; only one cut off is thrown away.
            if (cut.has(stream)) {
              await deps.storage.delete(stored.storageKey);
              return;
            }
            const id = await recordUpload(deps.db, stored, {
              purpose: variant.purpose,
              ownerId: deps.ownerId,
              regionId: deps.regionId,
            });
            result.files.push({ id, name: stored.originalName });
          })
          .catch((error: unknown) => {
            // Refused before or while reading (e.g. by its name's ending): the rest of the part must still
            // flow, or the parser waits for it forever.
            stream.resume();
            if (error instanceof StorageUnavailableError) return halt('storageUnavailable', texts.storageUnavailable);
            if (result.stopped) return;
            if (error instanceof UploadRejectedError) result.fileErrors.push(rejection(error, info.filename));
            else failure ??= error;
          }),
      );
    });
    parser.on('filesLimit', () => result.fileErrors.push(texts.tooManyFiles));
    parser.on('close', resolve);
    // A broken or cut-off body (the client went away): never sent as complete, whatever arrived.
    parser.on('error', () => halt('malformed', texts.incomplete));
    body.on('error', () => halt('malformed', texts.incomplete));
    body.pipe(counter).pipe(parser);
  });
  await Promise.all(pending);
  if (failure) throw failure;
  return result;
}
