import { contrastRatio } from '@/lib/contract';

/** The page's text colour (styles/globals.scss --color-text). */
export const TEXT = '#1a2332';
/** Errors: the red of styles/ (forms, the alert notice), the same on every site. */
export const ALERT_RED = '#b42318';

/**
 * Success boxes ("Gespeichert", "Gesendet") are green on every site: a red brand colour (Berlin-Brandenburg,
 * Rosenheim) on a box that says "done" reads as an error (docs/product-decisions.md "Design, second pass").
 */
const SUCCESS = { border: '#1e7a46', tint: '#ebf6ef', heading: '#14532d' } as const;

export type SuccessColours = {
  /** The bar on the left and the check mark: 3:1 against the page (a non-text mark, WCAG 1.4.11). */
  border: string;
  /** The box's background. */
  tint: string;
  /** Text in the box. */
  text: string;
  /** Links in the box: the site's link colour where it keeps 4.5:1 on the green tint, the dark green otherwise. */
  link: string;
};

/** The success box's colours on a site whose links are `strong` (theme-variables.ts). */
export function successColours(strong: string): SuccessColours {
  const link = contrastRatio(strong, SUCCESS.tint) >= 4.5 ? strong : SUCCESS.heading;
  return { border: SUCCESS.border, tint: SUCCESS.tint, text: TEXT, link };
}
