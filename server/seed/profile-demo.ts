import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizationMembers, organizationProfileDrafts, organizations, users } from '../db/schema';
import type { ImageKind } from '../images/image-rules';
import { prepareImage } from '../images/prepare-image';
import { profileOfRow } from '../organizations/profile-draft';
import type { FileStorage } from '../storage/storage';
import { DEMO_DRAFT_QUESTION } from './profile-demo-faq';

/**
 * The employer profile's demo states for each region's demo recruiter (after attachDemoRecruiters): the employer's
 * images re-encoded (docs/product.md §9 srcset on its public page), and a profile draft with one unpublished FAQ entry,
 * so the editor opens on a draft. Idempotent: images are prepared once, the draft is written again.
 */
export async function seedProfileDemo(
  db: Db,
  storage: FileStorage,
  regions: ReadonlyArray<{ id: string }>,
  options: { domain?: string } = {},
): Promise<number> {
  const domain = options.domain ?? 'demo.example';
  const emails = regions.map((r) => `arbeitgeber@${r.id}.${domain}`);
  const rows = await db
    .select({ org: organizations, userId: users.id })
    .from(users)
    .innerJoin(organizationMembers, eq(organizationMembers.userId, users.id))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(inArray(users.email, emails), eq(organizations.ownerId, users.id)));
  for (const { org, userId } of rows) {
    // Logo and cover only: the gallery's stock pictures are re-encoded when a recruiter publishes.
    const images: Array<[string | undefined, ImageKind]> = [
      [org.info.logoFileId, 'logo'],
      [org.info.coverFileId, 'cover'],
    ];
    for (const [fileId, kind] of images) if (fileId) await prepareImage(db, storage, fileId, kind);
    const published = profileOfRow(org);
    const data = { faq: [...published.faq, { question: DEMO_DRAFT_QUESTION, answer: 'Ja, Lebenslauf genügt.' }] };
    await db
      .insert(organizationProfileDrafts)
      .values({ organizationId: org.id, data, updatedBy: userId })
      .onConflictDoUpdate({ target: organizationProfileDrafts.organizationId, set: { data, updatedBy: userId } });
  }
  return rows.length;
}
