import type { Region } from '@/regions/build-region';

export type ResumeLanding = 'intro' | 'wizard' | 'overview';

/**
 * What /lebenslauf shows: visitors the intro (with sign-in), the owner the overview; docs/product.md §1
 * INCOMPLETE_REDIRECT_TO_WIZARD sends a signed-in user whose resume is not complete (or not started) to the
 * wizard. With the flag off, a user without a resume gets the intro with its start button.
 */
export function resumeLanding(
  region: Pick<Region, 'FEATURES'>,
  signedIn: boolean,
  resume: { complete: boolean } | null,
): ResumeLanding {
  if (!signedIn) return 'intro';
  if (!resume?.complete && region.FEATURES.INCOMPLETE_REDIRECT_TO_WIZARD) return 'wizard';
  return resume ? 'overview' : 'intro';
}
