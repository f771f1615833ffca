import type { RegionConfig } from '@/regions/schema';
import { contrastShade, mix } from '@/lib/contract';
import { successColours } from './notice-colours';

/** The page background and the text colour on buttons. */
export const WHITE = '#ffffff';

export type ThemeColours = {
  /** The brand colour as configured: borders, rules and other non-text accents. */
  primary: string;
  /** A pale brand tint for badges and highlighted areas; strong text stays readable on it. */
  tint: string;
  /** Links, buttons (white text) and text on the tint: at least 4.5:1 against white and the tint. */
  strong: string;
  /** Hover and pressed state of buttons and links, a step darker than `strong`. */
  hover: string;
};

/** The colours derived from a site's THEME.primaryColor (regions/), checked for contrast in its test. */
export function themeColours(theme: RegionConfig['THEME']): ThemeColours {
  const primary = theme.primaryColor.toLowerCase();
  const tint = mix(primary, WHITE, 0.1);
  const strong = contrastShade(primary, 4.5, tint);
  return { primary, tint, strong, hover: mix(strong, '#000000', 0.8) };
}

/** The same colours as the CSS custom properties styles/ uses, with the success box's (notice-colours.ts). */
export function themeVariables(theme: RegionConfig['THEME']): Record<string, string> {
  const colours = themeColours(theme);
  const success = successColours(colours.strong);
  return {
    '--color-primary': colours.primary,
    '--color-primary-tint': colours.tint,
    '--color-primary-strong': colours.strong,
    '--color-primary-hover': colours.hover,
    '--color-success': success.border,
    '--color-success-tint': success.tint,
    '--color-success-link': success.link,
  };
}
