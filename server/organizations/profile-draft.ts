import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizationProfileDrafts, organizations } from '../db/schema';
import type { FileStorage } from '../storage/storage';
import {
  type FieldError,
  parseProfile,
  PROFILE_SECTIONS,
  type ProfileData,
  type ProfileInput,
  profileMessages as m,
} from './profile-input';
import { checkProfileReferences, dropRefused, fileRefsOf, keepProfileFiles } from './profile-references';

type OrganizationRow = typeof organizations.$inferSelect;

/** A draft larger than this is refused: a profile's texts fit many times over (CKEditor HTML included). */
export const MAX_DRAFT_CHARS = 400_000;

export class ProfileError extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'BAD_USER_INPUT',
    message: string,
  ) {
    super(message);
  }
}

/** The editable groups and sections as the organization's row holds them (what visitors see now). */
export function profileOfRow(org: OrganizationRow): ProfileData {
  const { name, alternativeName } = org;
  return {
    personalInfo: { ...org.personalInfo },
    companyInfo: org.companyInfo ? { ...org.companyInfo, address: { ...org.companyInfo.address } } : null,
    info: { ...org.info, profiles: { ...org.info.profiles }, name, alternativeName: alternativeName ?? undefined },
    about: { ...org.about },
    benefits: [...org.benefits],
    contactPeople: org.contactPeople.map((c) => ({ ...c })),
    gallery: org.gallery.map((g) => ({ ...g })),
    videos: org.videos.map((v) => ({ ...v })),
    furtherLocations: org.furtherLocations.map((l) => ({ ...l, address: { ...l.address } })),
    faq: org.faq.map((f) => ({ ...f })),
    attachments: [...org.attachments],
  };
}

export type ProfileDraft = {
  organizationId: string;
  /** The draft as last saved, or the published profile when there is no draft. */
  data: ProfileInput;
  hasDraft: boolean;
  updatedAt: Date | null;
  /** What publishing would refuse now. */
  errors: FieldError[];
};

async function loadOrganization(db: Db, organizationId: string): Promise<OrganizationRow> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  if (!org) throw new ProfileError('NOT_FOUND', m.noOrganization);
  return org;
}

/** The organization's draft (shared by its recruiters) or, without one, its published profile. */
export async function loadProfileDraft(db: Db, organizationId: string): Promise<ProfileDraft> {
  const org = await loadOrganization(db, organizationId);
  const [draft] = await db
    .select()
    .from(organizationProfileDrafts)
    .where(eq(organizationProfileDrafts.organizationId, organizationId))
    .limit(1);
  const data: ProfileInput = draft ? { ...profileOfRow(org), ...draft.data } : profileOfRow(org);
  return {
    organizationId,
    data,
    hasDraft: !!draft,
    updatedAt: draft?.updatedAt ?? null,
    errors: parseProfile(data).errors,
  };
}

/** File ids the organization uses already (published or in its draft): its recruiters may keep using them. */
export function knownFileIds(org: OrganizationRow, draftData: ProfileInput | null): Set<string> {
  const published = fileRefsOf(profileOfRow(org)).map((r) => r.fileId);
  const drafted = draftData ? fileRefsOf(parseProfile(draftData).data).map((r) => r.fileId) : [];
  return new Set([...published, ...drafted]);
}

/**
 * Autosave: the sections sent replace the draft's (the others stay), so a half-typed profile is never lost.
 * Sections are kept as typed even while a field is wrong (the errors say what publishing needs); only files
 * and terms that fail their checks are left out, and images are checked and re-encoded at once (docs/product.md §9), so
 * a refused image is answered while the editor still looks at it.
 */
export async function saveProfileDraft(
  db: Db,
  storage: FileStorage,
  save: { organizationId: string; editorId: string; input: ProfileInput; now?: Date },
): Promise<ProfileDraft & { refused: FieldError[] }> {
  const now = save.now ?? new Date();
  const org = await loadOrganization(db, save.organizationId);
  const current = await loadProfileDraft(db, save.organizationId);
  const sent: Record<string, unknown> = {};
  for (const section of PROFILE_SECTIONS) if (save.input[section] !== undefined) sent[section] = save.input[section];

  const { data } = parseProfile(sent);
  const refused = await checkProfileReferences(db, storage, data, {
    editorId: save.editorId,
    knownFileIds: knownFileIds(org, current.hasDraft ? current.data : null),
  });
  dropRefused(sent, refused);
  const next = { ...current.data, ...sent };
  if (JSON.stringify(next).length > MAX_DRAFT_CHARS) throw new ProfileError('BAD_USER_INPUT', m.tooBig);
  await db
    .insert(organizationProfileDrafts)
    .values({ organizationId: save.organizationId, data: next, updatedBy: save.editorId, updatedAt: now })
    .onConflictDoUpdate({
      target: organizationProfileDrafts.organizationId,
      set: { data: next, updatedBy: save.editorId, updatedAt: now },
    });
  await keepProfileFiles(db, parseProfile(next).data, now);
  return {
    organizationId: save.organizationId,
    data: next,
    hasDraft: true,
    updatedAt: now,
    errors: parseProfile(next).errors,
    refused,
  };
}

/** Throws the draft away: the editor shows the published profile again. */
export async function discardProfileDraft(db: Db, organizationId: string): Promise<ProfileDraft> {
  await loadOrganization(db, organizationId);
  await db.delete(organizationProfileDrafts).where(eq(organizationProfileDrafts.organizationId, organizationId));
  return loadProfileDraft(db, organizationId);
}
