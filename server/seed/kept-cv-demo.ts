import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import type { FileStorage } from '../storage/storage';
import { demoApplicants, storeDemoPdf } from './applicant-demo';
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
  const applicants = await demoApplicants(db, regions, options.domain ?? 'demo.example');
  const bytes = simplePdf('Lebenslauf Bea Bewerberin', [
    { heading: 'Berufserfahrung', text: 'Kauffrau für Büromanagement, Schreinerei Holzmann GmbH, seit 03/2019' },
    { heading: 'Ausbildung', text: 'Ausbildung Kauffrau für Büromanagement (IHK), 2013–2016' },
  ]);
  let created = 0;
  for (const region of regions) {
    const applicant = applicants.get(region.id);
    if (!applicant) continue;
    const [existing] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.ownerId, applicant.id), eq(files.regionId, region.id), eq(files.purpose, 'resume_import')))
      .limit(1);
    if (existing) continue;
    const at = new Date(options.referenceDate.getTime() - 40 * DAY_MS);
    await storeDemoPdf(db, options.storage, {
      bytes,
      name: DEMO_KEPT_CV_NAME,
      purpose: 'resume_import',
      regionId: region.id,
      at,
      ownerId: applicant.id,
    });
    created += 1;
  }
  return created;
}
