import 'server-only';
import { cookies } from 'next/headers';
import { getDb } from '@/server/db/client';
import { CONTACT_DRAFT_COOKIE, loadContactDraft } from '@/server/contact/contact-drafts';
import { contactPrefill } from '@/server/contact/contact-prefill';
import { issueFormToken } from '@/server/contact/form-token';
import { type ContactAudience, contactAudience } from '@/server/contact/contact-texts';
import type { ContactDraftFields } from '@/server/db/schema';
import { getRegion } from '@/regions/registry';
import { loadPageViewer } from './page-viewer';
import { type FormCaptcha, formCaptcha } from './captcha';

export { CONTACT_FORM_FIELDS, CONTACT_MAX_FILES } from '@/server/contact/contact-form-fields';
export { CONTACT_LIMITS } from '@/server/contact/contact-input';
export { type ContactAudience, contactAudience } from '@/server/contact/contact-texts';

export type ContactFormState = {
  /** The form's values: an earlier attempt's (a draft), else a signed-in sender's name and address. */
  values: ContactDraftFields;
  errors: Record<string, string>;
  draft: { id: string; files: Array<{ id: string; name: string }> } | null;
  /** The signed render time for the time trap (server/contact/form-token.ts). */
  token: string;
  /** Whom the page speaks to: "Sie" in the employer area, "du" otherwise. */
  audience: ContactAudience;
  /** The proof-of-work challenge of an anonymous sender on a site with CAPTCHA on (lib/data/captcha.ts). */
  captcha: FormCaptcha;
  /** The form takes files (ATTACHMENTS_FEATURE_ACTIVE; docs/product-decisions.md "Salary free input and attachments switched off"). */
  attachments: boolean;
};

const EMPTY: ContactDraftFields = { name: '', email: '', subject: '', message: '', copy: false };

/**
 * What the contact form shows: a draft sent back with errors (?entwurf=<id>, only in the browser that made it),
 * or empty fields with a signed-in sender's name and address, and a fresh time-trap token either way.
 */
export async function loadContactForm(regionId: string, draftId: string | undefined): Promise<ContactFormState> {
  const db = await getDb();
  const token = issueFormToken(regionId);
  const proof = draftId ? (await cookies()).get(CONTACT_DRAFT_COOKIE)?.value : undefined;
  const draft = draftId ? await loadContactDraft(db, regionId, draftId, proof) : null;
  const viewer = await loadPageViewer(regionId);
  const audience = contactAudience(viewer?.roles ?? []);
  const site = getRegion(regionId);
  const captcha = !viewer && site ? formCaptcha(site) : null;
  const attachments = site?.FEATURES.ATTACHMENTS_FEATURE_ACTIVE ?? true;
  if (draft) {
    return {
      values: draft.fields,
      errors: draft.errors,
      draft: { id: draft.id, files: draft.files.map((f) => ({ id: f.id, name: f.name })) },
      token,
      audience,
      captcha,
      attachments,
    };
  }
  const prefill = viewer ? await contactPrefill(db, viewer.userId) : null;
  return { values: { ...EMPTY, ...prefill }, errors: {}, draft: null, token, audience, captcha, attachments };
}
