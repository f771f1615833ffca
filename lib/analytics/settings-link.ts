/**
 * The footer's "Cookie-Einstellungen" (docs/product.md §4) is a link to this fragment of the privacy page: without
 * script it leads there; with it, the consent island opens the settings instead.
 */
export const COOKIE_SETTINGS_FRAGMENT = 'cookie-einstellungen';
