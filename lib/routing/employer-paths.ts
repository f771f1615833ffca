/** The page for employers (public /arbeitgeber-werden): the link target header, footer and pages use. */
export const EMPLOYERS_PAGE = 'internal:/employers';
