import type { Region } from '@/regions/build-region';
import { WIZARD_STEPS, wizardPath } from './sections';

/** The wizard's steps on a site: the import step only where CV import is on (docs/product.md §1 RESUME_IMPORT). */
export function wizardSteps(region: Pick<Region, 'FEATURES'>) {
  return WIZARD_STEPS.filter((step) => step !== 'import' || region.FEATURES.RESUME_IMPORT).map((step) => ({
    step,
    path: wizardPath(step),
  }));
}
