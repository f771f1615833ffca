import { backTo } from './manager-return';

/**
 * The confirmation page of extending a job, with the list address to return to (only the job manager's own)
 * and, after a refused confirmation, the mark that its cost changed meanwhile.
 */
export function extensionPath(jobId: string, back: string, changed = false): string {
  const list = backTo(back);
  const query = new URLSearchParams({ zurueck: `${list.pathname}${list.search}` });
  if (changed) query.set('geaendert', '1');
  return `/job-manager/verlaengern/${encodeURIComponent(jobId)}?${query}`;
}
