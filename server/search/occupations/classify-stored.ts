import { isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, resumes } from '../../db/schema';
import { jobOccupationCodes, resumeOccupationCodes } from './classify-job';

/** Rows classified per statement: a few hundred titles take a few milliseconds each batch. */
const BATCH = 500;

/** Writes a batch's codes in one statement: a million single updates would take the seed minutes. */
async function setCodes(
  tx: Pick<Db, 'execute'>,
  table: typeof jobs | typeof resumes,
  rows: ReadonlyArray<{ id: string; codes: string[] }>,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`update ${table} set occupation_codes = batch.codes
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as batch(id uuid, codes text[])
    where ${table.id} = batch.id`);
}

/** Classifies batches until none is left; each batch is claimed with SKIP LOCKED, so two runs never meet. */
async function inBatches(classifyBatch: (limit: number) => Promise<number>): Promise<number> {
  let done = 0;
  for (let classified = await classifyBatch(BATCH); classified > 0; classified = await classifyBatch(BATCH))
    done += classified;
  return done;
}

/**
 * Classifies the jobs and resumes that have no occupations yet (written before the columns existed, or by a
 * seed) and returns how many it classified. What the product writes is classified as it is written
 * (server/postings/posting-fields.ts, server/resumes/save-section.ts); this catches the rest: the background
 * task `occupations` runs it, and the seeds after writing.
 */
export async function classifyWithoutOccupations(db: Db): Promise<number> {
  const jobsDone = await inBatches((limit) =>
    db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: jobs.id, title: jobs.title, description: jobs.description })
        .from(jobs)
        .where(isNull(jobs.occupationCodes))
        .limit(limit)
        .for('update', { skipLocked: true });
      await setCodes(
        tx,
        jobs,
        rows.map((row) => ({ id: row.id, codes: jobOccupationCodes(row.title, row.description) })),
      );
      return rows.length;
    }),
  );
  const resumesDone = await inBatches((limit) =>
    db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: resumes.id, preferences: resumes.jobPreferences, experience: resumes.workExperience })
        .from(resumes)
        .where(isNull(resumes.occupationCodes))
        .limit(limit)
        .for('update', { skipLocked: true });
      await setCodes(
        tx,
        resumes,
        rows.map((row) => ({
          id: row.id,
          codes: resumeOccupationCodes(
            row.preferences.title,
            row.experience.map((w) => w.jobTitle),
          ),
        })),
      );
      return rows.length;
    }),
  );
  return jobsDone + resumesDone;
}
