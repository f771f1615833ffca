import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  contactDrafts,
  contactMessageAttachments,
  contactMessages,
  type ContactDraftFields,
  files,
  MAX_UPLOAD_BYTES,
} from '../db/schema';
import type { FileStorage } from '../storage/storage';
import type { ReceivedApplicationForm } from '../applications/receive-application-form';
import { contactFields, validateContact } from './contact-input';
import { admitContactAddress } from './contact-rate-limits';
import { discardTemporaryFiles } from '../storage/purge-drafts';
import { loadContactDraft } from './contact-drafts';
import { checkFormToken } from './form-token';
import messages from '../../messages/de.json';

const captchaMessages = messages.captcha;
import { type ContactAudience, contactTexts } from './contact-texts';
import { CONTACT_FORM_FIELDS, CONTACT_MAX_FILES } from './contact-form-fields';

export type ContactOutcome =
  | { kind: 'stored'; messageId: string }
  /** The honeypot was filled: answered like a sent message, but nothing is stored or mailed. */
  | { kind: 'ignored' }
  | { kind: 'invalid'; draftId: string; errors: Record<string, string>; fields: ContactDraftFields };

/**
 * Takes a contact form read by receiveApplicationForm (contact variant): stores a valid message for the
 * outbox (mailed afterwards, so a failed send never loses it), or keeps what was typed and the accepted files
 * as a draft with the German errors. Spam defences (docs/security.md): the honeypot, the signed render time
 * (time trap), the per-client allowance the route counted (`clientAllowed`) and one per sender address.
 */
export async function submitContact(
  db: Db,
  storage: FileStorage,
  input: {
    regionId: string;
    /** The signed-in user sending the form, if any: the message is linked to the account. */
    senderId: string | null;
    /** Whom the errors address: "Sie" for the employer area, "du" otherwise (contact-texts.ts). */
    audience: ContactAudience;
    form: ReceivedApplicationForm;
    clientAllowed: boolean;
    /** docs/product-decisions.md "Captcha": false when the site asks for one and the form's did not pass. */
    captchaPassed?: boolean;
    /** The browser's draft cookie: an earlier attempt's draft (and files) is taken only with it. */
    draftProof: string | null | undefined;
    now?: Date;
  },
): Promise<ContactOutcome> {
  const now = input.now ?? new Date();
  const { form } = input;
  const { audience } = input;
  const t = contactTexts(audience).errors;
  const newFiles = form.files.map((f) => f.id);
  if ((form.fields[CONTACT_FORM_FIELDS.honeypot] ?? '').trim() !== '') {
    await discardTemporaryFiles(db, storage, newFiles);
    return { kind: 'ignored' };
  }
  const draftId = form.fields[CONTACT_FORM_FIELDS.draft];
  const previous = draftId ? await loadContactDraft(db, input.regionId, draftId, input.draftProof) : null;
  const removed = (previous?.files ?? []).filter((f) => form.fields[`remove.${f.id}`]);
  await discardTemporaryFiles(
    db,
    storage,
    removed.map((f) => f.id),
  );
  const keptFiles = (previous?.files ?? []).filter((f) => !removed.includes(f));
  let fileIds = [...keptFiles.map((f) => f.id), ...newFiles];

  const fields = contactFields(form.fields);
  const checked = validateContact(fields, audience);
  const errors: Record<string, string> = checked.ok ? {} : { ...checked.errors };
  const fileErrors = [...form.fileErrors];
  if (fileIds.length > CONTACT_MAX_FILES) fileErrors.push(t.tooManyFiles);
  const keptBytes = keptFiles.reduce((sum, f) => sum + f.sizeBytes, 0);
  if (keptFiles.length && newFiles.length && keptBytes + (await bytesOf(db, newFiles)) > MAX_UPLOAD_BYTES) {
    // docs/product.md §5: 50 MB for the message as a whole; the new files go, those kept from before stay.
    await discardTemporaryFiles(db, storage, newFiles);
    fileIds = keptFiles.map((f) => f.id);
    fileErrors.push(t.tooLargeRequest);
  }
  if (fileErrors.length) errors.attachments = fileErrors.join(' ');
  const token = checkFormToken(form.fields[CONTACT_FORM_FIELDS.token], input.regionId, now.getTime());
  if (!input.clientAllowed) errors.form = t.rateLimitedIp;
  else if (token === 'expired') errors.form = t.expired;
  else if (token !== 'ok') errors.form = t.tooFast;
  else if (input.captchaPassed === false) errors.form = captchaMessages.refused;
  // Counted only for messages that would be sent: typing errors never use up an address's allowance.
  if (
    checked.ok &&
    Object.keys(errors).length === 0 &&
    !(await admitContactAddress(db, checked.value.email, now)).allowed
  )
    errors.email = t.rateLimitedAddress;

  if (!checked.ok || Object.keys(errors).length > 0) {
    const [draft] = await db
      .insert(contactDrafts)
      .values({ regionId: input.regionId, fields, errors, fileIds })
      .returning({ id: contactDrafts.id });
    if (previous) await db.delete(contactDrafts).where(eq(contactDrafts.id, previous.id));
    return { kind: 'invalid', draftId: draft.id, errors, fields };
  }

  const value = checked.value;
  const messageId = await db.transaction(async (tx) => {
    const [message] = await tx
      .insert(contactMessages)
      .values({
        regionId: input.regionId,
        userId: input.senderId,
        name: value.name,
        email: value.email,
        subject: value.subject,
        body: value.message,
        sendCopy: value.copy,
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning({ id: contactMessages.id });
    if (fileIds.length) {
      await tx
        .insert(contactMessageAttachments)
        .values(fileIds.map((fileId, position) => ({ messageId: message.id, fileId, position })));
      await tx.update(files).set({ permanentAt: now }).where(inArray(files.id, fileIds));
    }
    if (previous) await tx.delete(contactDrafts).where(eq(contactDrafts.id, previous.id));
    return message.id;
  });
  return { kind: 'stored', messageId };
}

async function bytesOf(db: Db, ids: string[]): Promise<number> {
  const rows = await db.select({ size: files.sizeBytes }).from(files).where(inArray(files.id, ids));
  return rows.reduce((sum, r) => sum + r.size, 0);
}
