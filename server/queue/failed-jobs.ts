import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { FAILED_QUEUE } from './background-queue';

/** A job whose every attempt failed, as kept in FAILED_QUEUE (two weeks). */
export type FailedJob = {
  task: string;
  /** When its last attempt failed. */
  failedAt: Date;
  attempts: number;
  error: string;
};

const PAGE = 1000;

/** The message of a job's output: pg-boss keeps a thrown error as its fields (message, stack). */
function errorMessage(output: object | null): string {
  if (output && 'message' in output && typeof output.message === 'string') return output.message;
  return output ? JSON.stringify(output) : '';
}

export function toFailedJob(
  job: Pick<JobWithMetadata, 'sourceName' | 'createdOn' | 'sourceRetryCount' | 'sourceOutput'>,
): FailedJob {
  return {
    task: job.sourceName ?? '?',
    failedAt: job.createdOn,
    attempts: (job.sourceRetryCount ?? 0) + 1,
    error: errorMessage(job.sourceOutput),
  };
}

/** Every failed job still kept, newest first. */
export async function listFailedJobs(boss: PgBoss): Promise<FailedJob[]> {
  const found: FailedJob[] = [];
  if (!(await boss.getQueue(FAILED_QUEUE))) return found; // no worker has started on this database yet
  let after: string | undefined;
  for (;;) {
    const page = await boss.findJobs(FAILED_QUEUE, { limit: PAGE, ...(after ? { after } : {}) });
    found.push(...page.map(toFailedJob));
    if (page.length < PAGE) break;
    after = page[page.length - 1].id;
  }
  return found.sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime());
}

const pad = (value: number) => String(value).padStart(2, '0');
/** UTC, like the schedules. */
const formatTime = (at: Date) =>
  `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;

/** The operator's listing: a count per task, then the newest `limit` failures with their errors. */
export function formatFailedJobs(jobs: readonly FailedJob[], limit = 50): string {
  if (jobs.length === 0) return 'Keine fehlgeschlagenen Hintergrundjobs.\n';
  const perTask = new Map<string, number>();
  for (const job of jobs) perTask.set(job.task, (perTask.get(job.task) ?? 0) + 1);
  const lines = [`${jobs.length} fehlgeschlagene Hintergrundjobs (aufbewahrt zwei Wochen):`];
  for (const [task, count] of [...perTask].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    lines.push(`  ${task}: ${count}`);
  }
  lines.push('', jobs.length > limit ? `Die neuesten ${limit}:` : 'Alle:');
  for (const job of jobs.slice(0, limit)) {
    const tries = job.attempts === 1 ? '1 Versuch' : `${job.attempts} Versuche`;
    lines.push(`  ${formatTime(job.failedAt)}  ${job.task}  (${tries})  ${job.error.split('\n')[0]}`);
  }
  return lines.join('\n') + '\n';
}
