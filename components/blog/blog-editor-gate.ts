import 'server-only';
import { redirect } from 'next/navigation';
import type { Region } from '@/regions/build-region';
import { signInHref } from '@/lib/auth/dispatch';
import { isAdminLikeRole } from '@/lib/contract';
import { loadPageViewer } from '@/lib/data/page-viewer';
import type { Viewer } from '@/lib/posting/access';

/**
 * docs/product.md §6 access to the blog's editor at `here` (its path): anonymous visitors sign in and come back here;
 * a signed-in user who is no editor of this site (admin-like on it) gets null (the page says who writes the blog).
 */
export async function blogEditorViewer(region: Region, here: string): Promise<Viewer | null> {
  const viewer = await loadPageViewer(region.id);
  if (!viewer) redirect(signInHref(here));
  return isAdminLikeRole(viewer.roles) ? viewer : null;
}
