import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, users } from '../db/schema';
import type { FileStorage } from '../storage/storage';
import { simplePdf } from './pdf';

const DAY_MS = 86_400_000;
export const DEMO_KEPT_CV_NAME = 'Lebenslauf Bea Bewerberin (Import).pdf';

/**
 * The CV the demo applicant once uploaded to fill in the resume (the CV import keeps it as a `resume_import`
 * file): "Meine Daten" lists it as kept until she deletes it, and the export carries it. One per site, placed
 * once however often the seed runs. Returns the number of files created.
 */
export async function seedKeptCvDemo(
  db: Db,
  regions: ReadonlyArray<{ id: string }>,
  options: { referenceDate: Date; storage: FileStorage; domain?: string },
): Promise<number> {
  const domain = options.domain ?? 'demo.example';
  const emails = regions.map((r) => `bewerber@${r.id}.${domain}`);
  const applicants = emails.length
    ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))
    : [];
  const bytes = simplePdf('Lebenslauf Bea Bewerberin', [
    { heading: 'Berufserfahrung', text: 'Kauffrau für Büromanagement, Schreinerei Holzmann GmbH, seit 03/2019' },
    { heading: 'Ausbildung', text: 'Ausbildung Kauffrau für Büromanagement (IHK), 2013–2016' },
  ]);
  let created = 0;
  for (const region of regions) {
    const applicant = applicants.find((u) => u.email === `bewerber@${region.id}.${domain}`);
    if (!applicant) continue;
    const [existing] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.ownerId, applicant.id), eq(files.regionId, region.id), eq(files.purpose, 'resume_import')))
      .limit(1);
    if (existing) continue;
    const storageKey = `resume-import/demo/${randomUUID()}.pdf`;
    await options.storage.write(
      storageKey,
      (async function* () {
        yield bytes;
      })(),
    );
    await db.insert(files).values({
      storageKey,
      originalName: DEMO_KEPT_CV_NAME,
      mimeType: 'application/pdf',
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      purpose: 'resume_import',
      ownerId: applicant.id,
      regionId: region.id,
      createdAt: new Date(options.referenceDate.getTime() - 40 * DAY_MS),
    });
    created += 1;
  }
  return created;
}
