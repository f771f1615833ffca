import { getRegion } from '../../regions/registry';
import type { PostingFields, PostingSalary } from './posting-fields';
import type { FieldError, PostingPatch } from './posting-input';
import { postingMessages as m } from './posting-messages';

/** The site switches a posting's fields depend on (docs/product.md §1.4). */
export type PostingSwitches = { SALARY_FREE_INPUT: boolean; ATTACHMENTS_FEATURE_ACTIVE: boolean };

/** The switches of a site by its id (a save knows only the id). */
export function postingSwitches(regionId: string): PostingSwitches {
  const features = getRegion(regionId)?.FEATURES;
  if (!features) throw new Error(`unknown site ${regionId}`);
  return features;
}

type SalaryInput = PostingPatch['salary'];

const hasAmount = (salary: SalaryInput) => salary?.min != null || salary?.max != null;

const sameSalary = (a: SalaryInput, b: PostingSalary | null) =>
  (a?.min ?? null) === (b?.min ?? null) &&
  (a?.max ?? null) === (b?.max ?? null) &&
  (a?.unit ?? null) === (b?.unit ?? null) &&
  (a?.currencyCode ?? 'EUR') === (b?.currencyCode ?? 'EUR');

/**
 * What a site's switches refuse in a save (docs/product-decisions.md "Salary free input and attachments switched
 * off"): with SALARY_FREE_INPUT off a new or changed amount of the employer's own (only the bands are offered),
 * with ATTACHMENTS_FEATURE_ACTIVE off a new "Lebenslauf ist Pflicht" (no file can go with an application). What a
 * posting already holds is kept: a salary published before the switch stays as it was. A refused field is
 * reported and left out, as a bad field is.
 */
export function refusedBySwitches(patch: PostingPatch, current: PostingFields, site: PostingSwitches): FieldError[] {
  const errors: FieldError[] = [];
  if (!site.SALARY_FREE_INPUT && hasAmount(patch.salary) && !sameSalary(patch.salary, current.salary)) {
    errors.push({ field: 'salary', message: m.salaryFreeOff });
    delete patch.salary;
  }
  // The wizard sends every field with each save: a requirement from before the switch comes along unchanged and is
  // kept (not asked on the form, server/applications/submit-application.ts), only setting it anew is refused.
  if (!site.ATTACHMENTS_FEATURE_ACTIVE && patch.applicationRequireCv && !current.applicationRequireCv) {
    errors.push({ field: 'applicationRequireCv', message: m.requireCvOff });
    delete patch.applicationRequireCv;
  }
  return errors;
}
