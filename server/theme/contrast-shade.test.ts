import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastShade } from './contrast-shade';

describe('contrastShade', () => {
  it('the default brand colour #33bda6 is too light for text on white', () => {
    expect(contrastRatio('#33bda6', '#ffffff')).toBeLessThan(3);
  });

  it.each(['#33bda6', '#ffcc00', '#e30613', '#0a7abf', '#ffffff'])(
    'darkens %s until it reaches WCAG AA 4.5:1 on white',
    (hex) => {
      const shade = contrastShade(hex);
      expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps a colour that is already dark enough', () => {
    expect(contrastShade('#1f2933')).toBe('#1f2933');
  });
});
