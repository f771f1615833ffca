import 'server-only';
import { redirect } from 'next/navigation';
import type { Region } from '@/regions/build-region';
import { signInHref } from '@/lib/auth/dispatch';
import { loadPageViewer } from '@/lib/data/page-viewer';
import type { ResumeAudience } from '@/lib/data/resume';
import { cleanLink } from '@/lib/routing/links';

/**
 * The signed-in owner of the resume pages; anonymous visitors go to sign-in and come back to `internal`
 * (the page's internal path). Every signed-in user keeps their own resume (recruiters may look for a job too).
 */
export async function resumeOwner(region: Region, internal: string): Promise<ResumeAudience> {
  const viewer = await loadPageViewer(region.id);
  if (!viewer) redirect(signInHref(cleanLink(`internal:${internal}`, region)));
  return { region, userId: viewer.userId };
}
