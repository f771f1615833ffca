/**
 * The placement of the docs/product.md §4 consent modal ("our terms have changed"): sign-up agrees to its infos, the
 * demo data fills it, and the front end's modal asks for it.
 */
export const CONSENT_MODAL_PLACEMENT = 'modal';
