import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, jobApplicationAttachments, jobApplications, jobs } from '../../db/schema';
import { jobEndedAtSql } from '../../jobs/job-end';
import type { FileStorage } from '../../storage/storage';
import { RETENTION_INTERVAL } from './application-status';

/** Applications handled per run; the next run takes the rest. */
const BATCH = 200;

/**
 * When an application ended: its rejection, or the end of its job (server/jobs/job-end.ts), whichever came
 * first. Null while neither happened. A job that is not public (a draft, in review) has not ended, even past
 * its expiry: its applications wait until it is archived or runs out again.
 */
const endedAt = (now: Date) => sql`least(
  case when ${jobApplications.status} = 'rejected' then ${jobApplications.rejectedAt} end,
  ${jobEndedAtSql(now)})`;

/**
 * Deletes applications six months after they ended (rejected, or their job closed or expired), with their
 * notes and history (cascade) and their files, rows and bytes. The due applications are locked FOR UPDATE
 * SKIP LOCKED until they are gone, so two app instances never work on the same one; a rejection taken back
 * or a job published again meanwhile is not due any more. Bytes are removed after the commit: a failed delete
 * in storage leaves an orphan, never a row without its file. Returns the number of applications deleted.
 */
export async function purgeEndedApplications(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const { ids, keys } = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`select ${jobApplications.id} as id
      from ${jobApplications} join ${jobs} on ${jobs.id} = ${jobApplications.jobId}
      where ${endedAt(now)} + ${RETENTION_INTERVAL}::interval <= ${now.toISOString()}::timestamptz
      order by ${jobApplications.createdAt} limit ${BATCH} for update of ${jobApplications} skip locked`);
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return { ids, keys: [] as string[] };
    const attached = await tx
      .delete(jobApplicationAttachments)
      .where(inArray(jobApplicationAttachments.applicationId, ids))
      .returning({ fileId: jobApplicationAttachments.fileId });
    await tx.delete(jobApplications).where(inArray(jobApplications.id, ids));
    const fileIds = attached.map((a) => a.fileId);
    const removed = fileIds.length
      ? await tx
          .delete(files)
          .where(
            and(
              inArray(files.id, fileIds),
              // A file another application still uses stays (the foreign key would refuse it anyway).
              sql`not exists (select 1 from ${jobApplicationAttachments} where ${jobApplicationAttachments.fileId} = ${files.id})`,
            ),
          )
          .returning({ key: files.storageKey })
      : [];
    return { ids, keys: removed.map((r) => r.key) };
  });
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
  return ids.length;
}
