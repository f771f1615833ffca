import { contrastShade } from '../theme/contrast-shade';

/**
 * The colour of a mail's button: the site's own colour, darkened where white text on it would not reach WCAG's 4.5:1,
 * so every mail of a site looks like the site and its button reads on any site's colour (docs/product-decisions.md
 * "Mails: one look per site").
 */
export function mailButtonColor(region: { THEME: { primaryColor: string } }): string {
  return contrastShade(region.THEME.primaryColor);
}
