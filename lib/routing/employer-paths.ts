/** The page for employers (public /arbeitgeber-werden): the link target header, footer and pages use. */
export const EMPLOYERS_PAGE = 'internal:/employers';

/** Company sign-up, the first step for a new employer (docs/product-decisions.md "The page for employers"). */
export const EMPLOYER_SIGN_UP = '/user/arbeitgeber-registrieren';
