import 'server-only';
import type { Region } from '@/regions/build-region';
import { loadPosting } from '@/lib/data/job-posting';
import { isJobId } from './checkout-state';

/**
 * The job a purchase leads back to ("Zurück zu Ihrer Anzeige"): only an id of a job the user may edit and that
 * belongs to the organization buying; anything else (another organization's job, a typo, an address) is
 * dropped, so the link can never lead elsewhere (docs/product-decisions.md "Back to the waiting job").
 */
export async function returnJobOf(
  region: Region,
  userId: string,
  organizationId: string,
  value: string,
): Promise<{ id: string; title: string } | null> {
  if (!isJobId(value)) return null;
  const posting = await loadPosting(region, userId, value);
  if (!posting || posting.organization.id !== organizationId) return null;
  const title = posting.revision?.fields.title ?? posting.fields.title;
  return { id: posting.id, title: title ?? '' };
}
