import { checkJobLink, type JobLinkCheck } from './check-job-link';

/** Checks the original ad's URL of a job_per_link posting; part of the GraphQL context so tests can pass theirs. */
export type JobLinkChecker = (url: string) => Promise<JobLinkCheck>;

/**
 * The checker this installation uses. JOB_LINK_CHECK=off is for installations without outbound internet access
 * (the end-to-end run has none), where every link would be "not reachable"; unset or "on" checks every link.
 */
export function jobLinkCheckerFromEnv(env: Record<string, string | undefined> = process.env): JobLinkChecker {
  const setting = env.JOB_LINK_CHECK?.trim().toLowerCase() || 'on';
  if (setting === 'off') return async (url) => ({ ok: true, finalUrl: url });
  if (setting !== 'on') throw new Error(`JOB_LINK_CHECK must be "on" or "off", not "${env.JOB_LINK_CHECK}".`);
  return (url) => checkJobLink(url);
}
