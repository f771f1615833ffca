import { eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { organizationProfileDrafts, organizations } from '../db/schema';
import { authorRichTextFormat } from '../richtext/editor-toolbar';
import { sanitizeRichText } from '../richtext/sanitize-rich-text';
import type { FileStorage } from '../storage/storage';
import { recordOrganizationChange } from './change-log';
import { knownFileIds, loadProfileDraft, profileOfRow } from './profile-draft';
import {
  type FieldError,
  parseProfile,
  PROFILE_SECTIONS,
  type ProfileData,
  profileMessages as m,
} from './profile-input';
import { locatedFurtherLocations, mainPointUpdate } from './profile-places';
import { checkProfileReferences, keepProfileFiles } from './profile-references';

export type PublishResult = { published: boolean; errors: FieldError[] };

/** JSON with sorted keys, so two values that differ only in key order compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** The sections whose published value the draft changes (for the change log: names only, no values). */
function changedSections(before: Partial<ProfileData>, after: ProfileData): string[] {
  return PROFILE_SECTIONS.filter((s) => canonical(before[s]) !== canonical(after[s]));
}

/**
 * Publishes the draft: checks every section and reference again (a draft may hold what autosave let
 * through), sanitizes the presentation (docs/product.md §5: filtered_html for recruiters, full_html for admin-like
 * users) and writes the groups onto the organization with the mirrored facet columns, in one transaction with the
 * change-log entry; the draft is gone afterwards. Refused with the errors while anything is wrong.
 */
export async function publishProfile(
  db: Db,
  storage: FileStorage,
  publish: { organizationId: string; actor: SessionUser; adminLike: boolean; viaSupport: boolean; now?: Date },
): Promise<PublishResult> {
  const now = publish.now ?? new Date();
  const draft = await loadProfileDraft(db, publish.organizationId);
  if (!draft.hasDraft) return { published: false, errors: [{ field: 'draft', message: m.noDraft }] };
  const { data, errors } = parseProfile(draft.data);
  const [org] = await db.select().from(organizations).where(eq(organizations.id, publish.organizationId));
  errors.push(
    ...(await checkProfileReferences(db, storage, data, {
      editorId: publish.actor.id,
      knownFileIds: knownFileIds(org, draft.data),
    })),
  );
  if (errors.length > 0) return { published: false, errors };
  const profile = data as ProfileData;
  const format = authorRichTextFormat(publish.adminLike);
  const presentation = profile.about.presentation ? sanitizeRichText(profile.about.presentation, format) : undefined;
  const { name, alternativeName, ...info } = profile.info;
  // Both sides normalized alike (blanks, trimming), so only real changes are named.
  const changed = changedSections(parseProfile(profileOfRow(org)).data, profile);
  // Radius search finds the organization at its place: placed again from the gazetteer when it changed.
  const point = mainPointUpdate(
    {
      location: org.info.organizationLocation,
      zip: org.companyInfo?.address.zip,
      locality: org.companyInfo?.address.locality,
      hasPoint: org.lat != null && org.lon != null,
    },
    { location: info.organizationLocation, address: profile.companyInfo?.address },
  );

  await db.transaction(async (tx) => {
    await tx
      .update(organizations)
      .set({
        name,
        alternativeName: alternativeName ?? null,
        personalInfo: profile.personalInfo,
        companyInfo: profile.companyInfo,
        info,
        about: { ...profile.about, presentation },
        benefits: profile.benefits,
        contactPeople: profile.contactPeople,
        gallery: profile.gallery,
        videos: profile.videos,
        furtherLocations: locatedFurtherLocations(profile.furtherLocations),
        ...point,
        faq: profile.faq,
        attachments: profile.attachments,
        // docs/product.md §9 organization facets search these columns.
        industryTids: profile.about.industry,
        occupationTids: profile.about.occupation,
        fieldOfStudyTids: profile.about.fieldsOfStudy,
        presentationFormat: format,
        updatedAt: now,
      })
      .where(eq(organizations.id, publish.organizationId));
    await tx
      .delete(organizationProfileDrafts)
      .where(eq(organizationProfileDrafts.organizationId, publish.organizationId));
    await recordOrganizationChange(tx, {
      organizationId: publish.organizationId,
      actor: publish.actor,
      viaSupport: publish.viaSupport,
      action: 'profile.published',
      detail: { sections: changed },
    });
  });
  await keepProfileFiles(db, profile, now);
  return { published: true, errors: [] };
}
