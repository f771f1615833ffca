import type { UploadFormVariant } from '../applications/receive-application-form';
import { UploadRejectedError } from '../storage/store-upload';
import { typeForFileName } from '../storage/detect-file-type';
import { type ContactAudience, contactTexts } from './contact-texts';

/** At most this many attachments per message (as for applications). */
export const CONTACT_MAX_FILES = 5;

/** The form's hidden fields, named once for the page and the server. */
export const CONTACT_FORM_FIELDS = {
  /** The signed render time (form-token.ts). */
  token: 'formToken',
  /** The honeypot: hidden from people and screen readers, filled in by bots that fill in everything. */
  honeypot: 'homepage',
  /** An earlier attempt's draft (contact-drafts.ts). */
  draft: 'draft',
} as const;

/**
 * docs/product.md §5 types of the contact form: PDF and images (JPG, PNG, WebP), no Word files
 * (docs/product-decisions.md).
 */
const CONTACT_EXTENSIONS = new Set(['pdf', 'jpg', 'png', 'webp']);

/** How receiveApplicationForm reads the contact form: its file purpose, count, types and texts in the audience's address. */
export function contactFormVariant(audience: ContactAudience): UploadFormVariant {
  const texts = contactTexts(audience);
  return {
    purpose: 'contact_attachment',
    maxFiles: CONTACT_MAX_FILES,
    refuseName: (name) => {
      const type = typeForFileName(name);
      return type && CONTACT_EXTENSIONS.has(type.extension) ? null : new UploadRejectedError('unsupportedExtension');
    },
    texts: {
      upload: texts.upload,
      tooLargeRequest: texts.errors.tooLargeRequest,
      storageUnavailable: texts.errors.storageUnavailable,
      incomplete: texts.errors.incomplete,
      tooManyFiles: texts.errors.tooManyFiles,
    },
  };
}
