import 'server-only';
import { redirect } from 'next/navigation';
import type { Region } from '@/regions/build-region';
import { signInHref } from '@/lib/auth/dispatch';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { wizardAccess, type Viewer } from '@/lib/posting/access';

/**
 * docs/product.md §6 access to the wizard at `here` (its path): anonymous visitors go to sign-in and come back here;
 * null for a signed-in visitor without an employer role (the page shows EmployersOnly); else the viewer.
 */
export async function wizardViewer(region: Region, here: string): Promise<Viewer | null> {
  const viewer = await loadPageViewer(region.id);
  const access = wizardAccess(viewer);
  if (access === 'sign-in') redirect(signInHref(here));
  return access === 'wizard' ? viewer : null;
}
