// What `npm run queue:failed` tells an operator: how many jobs of each task failed for good, and the newest
// failures with their time (UTC, like the schedules), attempts and the first line of their error.
import { describe, expect, it } from 'vitest';
import { type FailedJob, formatFailedJobs, toFailedJob } from './failed-jobs';

const failed = (task: string, at: string, error = 'SMTP 421', attempts = 4): FailedJob => ({
  task,
  failedAt: new Date(at),
  attempts,
  error,
});

describe('the listing of failed jobs', () => {
  it.each([
    ['nothing failed', [], 10, 'Keine fehlgeschlagenen Hintergrundjobs.\n'],
    [
      'every failure, counted per task, most first',
      [
        failed('job-alerts', '2026-11-29T06:05:00Z', 'Verbindung zur Datenbank verloren\n    at query'),
        failed('invoice-mails', '2026-11-29T05:50:00Z', 'Renderer: Schrift fehlt', 1),
        failed('job-alerts', '2026-11-29T05:45:00Z'),
      ],
      10,
      [
        '3 fehlgeschlagene Hintergrundjobs (aufbewahrt zwei Wochen):',
        '  job-alerts: 2',
        '  invoice-mails: 1',
        '',
        'Alle:',
        '  2026-11-29 06:05 UTC  job-alerts  (4 Versuche)  Verbindung zur Datenbank verloren',
        '  2026-11-29 05:50 UTC  invoice-mails  (1 Versuch)  Renderer: Schrift fehlt',
        '  2026-11-29 05:45 UTC  job-alerts  (4 Versuche)  SMTP 421',
        '',
      ].join('\n'),
    ],
    [
      'only the newest when there are more',
      [failed('job-alerts', '2026-11-29T06:05:00Z'), failed('job-alerts', '2026-11-29T06:00:00Z')],
      1,
      [
        '2 fehlgeschlagene Hintergrundjobs (aufbewahrt zwei Wochen):',
        '  job-alerts: 2',
        '',
        'Die neuesten 1:',
        '  2026-11-29 06:05 UTC  job-alerts  (4 Versuche)  SMTP 421',
        '',
      ].join('\n'),
    ],
  ])('%s', (_case, jobs, limit, expected) => {
    expect(formatFailedJobs(jobs, limit)).toBe(expected);
  });

  it.each([
    [{ message: 'SMTP 421', stack: 'Error: SMTP 421\n    at send' }, 'SMTP 421'],
    [{ reason: 'heartbeat' }, '{"reason":"heartbeat"}'],
    [null, ''],
  ])('reads the error %o of a dead-lettered job as %j', (sourceOutput, error) => {
    const job = { sourceName: 'job-alerts', createdOn: new Date(0), sourceRetryCount: 3, sourceOutput };
    expect(toFailedJob(job)).toEqual({ task: 'job-alerts', failedAt: new Date(0), attempts: 4, error });
  });
});
