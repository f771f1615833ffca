// A mail's button in the site's colour, with white text that reads on every site (docs/product-decisions.md
// "Mails: one look per site").
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../theme/contrast-shade';
import { REGIONS } from '@/regions/registry';
import { mailButtonColor } from './button-color';

describe('the mail button colour', () => {
  it.each(REGIONS.map((region) => [region.id, region] as const))('%s: white text on it reaches 4.5:1', (_, region) => {
    expect(contrastRatio(mailButtonColor(region), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a dark enough site colour as it is and darkens a light one', () => {
    expect(mailButtonColor({ THEME: { primaryColor: '#1f2933' } })).toBe('#1f2933');
    const light = mailButtonColor({ THEME: { primaryColor: '#8ecae6' } });
    expect(light).not.toBe('#8ecae6');
    expect(contrastRatio(light, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
