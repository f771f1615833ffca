import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, type Vocabulary } from '../db/schema';
import type { ImageKind } from '../images/image-rules';
import { prepareImage } from '../images/prepare-image';
import { ImageRefusedError } from '../images/process-image';
import type { FileStorage } from '../storage/storage';
import { termsByTid } from '../taxonomy/term-cache';
import { type FieldError, type ProfileData, profileMessages as m } from './profile-input';

type Ref = { path: string; fileId: string; kind: ImageKind | 'attachment' };

/** Every file a profile refers to, by its field path and what it is used as. */
export function fileRefsOf(data: Partial<ProfileData>): Ref[] {
  const refs: Ref[] = [];
  const add = (path: string, fileId: string | undefined, kind: Ref['kind']) => {
    if (fileId) refs.push({ path, fileId, kind });
  };
  add('info.logoFileId', data.info?.logoFileId, 'logo');
  add('info.coverFileId', data.info?.coverFileId, 'cover');
  data.contactPeople?.forEach((c, i) => add(`contactPeople.${i}.photoFileId`, c.photoFileId, 'photo'));
  data.gallery?.forEach((g, i) => add(`gallery.${i}`, g.fileId, 'gallery'));
  data.videos?.forEach((v, i) => add(`videos.${i}.coverFileId`, v.coverFileId, 'gallery'));
  data.attachments?.forEach((id, i) => add(`attachments.${i}`, id, 'attachment'));
  return refs;
}

const TERM_FIELDS: Array<[string, (d: Partial<ProfileData>) => number[] | undefined, Vocabulary]> = [
  ['about.industry', (d) => d.about?.industry, 'industry'],
  ['about.occupation', (d) => d.about?.occupation, 'occupational_field'],
  ['about.fieldsOfStudy', (d) => d.about?.fieldsOfStudy, 'field_of_study'],
  ['benefits', (d) => d.benefits, 'benefit'],
];

function refusalMessage(error: ImageRefusedError, kind: ImageKind): string {
  if (error.reason === 'tooSmall') {
    const d = { minWidth: 0, minHeight: 0, width: 0, height: 0, ...error.detail };
    const template = kind === 'logo' ? m.logoTooSmall : m.imageTooSmall;
    return template.replace(/\{(\w+)\}/g, (_all, key: keyof typeof d) => String(d[key] ?? ''));
  }
  return error.reason === 'tooLarge' ? m.imageTooLarge : m.imageNotImage;
}

/**
 * Checks what a profile refers to: tids must be terms of the field's vocabulary; files must exist, be the
 * editor's own uploads (or already be the organization's), be images (logo, cover, photos, gallery, video
 * covers: docs/product.md §9, checked by content and re-encoded by prepareImage) or PDFs (attachments). Returns a
 * German error per refused reference, by the path under which the editor's field shows it.
 */
export async function checkProfileReferences(
  db: Db,
  storage: FileStorage,
  data: Partial<ProfileData>,
  owner: { editorId: string; knownFileIds: Set<string> },
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const tids = TERM_FIELDS.flatMap(([, of]) => of(data) ?? []);
  const terms = tids.length ? await termsByTid(db, tids) : new Map();
  for (const [path, of, vocabulary] of TERM_FIELDS)
    (of(data) ?? []).forEach((tid, i) => {
      if (terms.get(tid)?.vocabulary !== vocabulary) errors.push({ field: `${path}.${i}`, message: m.unknownTerm });
    });

  const refs = fileRefsOf(data);
  if (refs.length === 0) return errors;
  const rows = await db
    .select({ id: files.id, mimeType: files.mimeType, ownerId: files.ownerId, purpose: files.purpose })
    .from(files)
    .where(inArray(files.id, [...new Set(refs.map((r) => r.fileId))]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const ref of refs) {
    const file = byId.get(ref.fileId);
    const mayUse = !!file && (file.ownerId === owner.editorId || owner.knownFileIds.has(ref.fileId));
    if (ref.kind === 'attachment') {
      if (!mayUse || file.mimeType !== 'application/pdf') errors.push({ field: ref.path, message: m.fileAttachment });
      else if (file.purpose !== 'organization_attachment')
        await db.update(files).set({ purpose: 'organization_attachment' }).where(eq(files.id, ref.fileId));
      continue;
    }
    if (!mayUse || !file.mimeType.startsWith('image/')) {
      errors.push({ field: ref.path, message: m.fileImage });
      continue;
    }
    try {
      await prepareImage(db, storage, ref.fileId, ref.kind);
    } catch (error) {
      if (!(error instanceof ImageRefusedError)) throw error;
      errors.push({ field: ref.path, message: refusalMessage(error, ref.kind) });
    }
  }
  return errors;
}

/** Marks the files a profile uses as kept (an upload stays temporary until something refers to it). */
export async function keepProfileFiles(db: Db, data: Partial<ProfileData>, now: Date): Promise<void> {
  const ids = [...new Set(fileRefsOf(data).map((r) => r.fileId))];
  if (ids.length) await db.update(files).set({ permanentAt: now }).where(inArray(files.id, ids));
}

/**
 * Removes refused references from a profile as sent (a refused gallery image, attachment or term leaves its
 * list, a refused logo or photo its field), so the draft never keeps what failed the checks.
 */
export function dropRefused(input: Record<string, unknown>, errors: FieldError[]): void {
  const paths = errors.map((e) => e.field.split('.'));
  // Later list items first, so the indices of earlier ones stay valid.
  paths.sort((a, b) => Number(b.at(-1)) - Number(a.at(-1)) || 0);
  for (const path of paths) {
    let parent: unknown = input;
    for (const key of path.slice(0, -1)) parent = (parent as Record<string, unknown> | undefined)?.[key];
    const last = path.at(-1)!;
    if (Array.isArray(parent) && /^\d+$/.test(last)) parent.splice(Number(last), 1);
    else if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[last];
  }
}
