import { describe, expect, it } from 'vitest';
import { REGIONS } from '@/regions/registry';
import { contrastRatio } from '@/lib/contract';
import { themeColours, themeVariables, WHITE } from './theme-variables';

// WCAG 2.1 AA for normal-size text.
const AA = 4.5;

describe.each(REGIONS.map((r) => [r.id, r.THEME] as const))('theme of %s', (_id, theme) => {
  const colours = themeColours(theme);

  it('white button text on the strong primary reaches 4.5:1', () => {
    expect(contrastRatio(WHITE, colours.strong)).toBeGreaterThanOrEqual(AA);
  });

  it('links in the strong primary on white reach 4.5:1', () => {
    expect(contrastRatio(colours.strong, WHITE)).toBeGreaterThanOrEqual(AA);
  });

  it('badge text in the strong primary on the tint reaches 4.5:1', () => {
    expect(contrastRatio(colours.strong, colours.tint)).toBeGreaterThanOrEqual(AA);
  });

  it('the hover shade is darker still, so white text on hovered buttons stays readable', () => {
    expect(contrastRatio(WHITE, colours.hover)).toBeGreaterThan(contrastRatio(WHITE, colours.strong));
  });

  it('keeps the brand colour itself for accents', () => {
    expect(colours.primary).toBe(theme.primaryColor.toLowerCase());
  });
});

describe('themeVariables', () => {
  it.each([
    ['#33bda6', { primary: '#33bda6', strongDarker: true }],
    ['#1f2933', { primary: '#1f2933', strongDarker: false }],
  ] as const)('%s becomes the CSS custom properties of the page', (primaryColor, expected) => {
    const vars = themeVariables({ primaryColor, fontFamily: 'inter' });
    expect(vars['--color-primary']).toBe(expected.primary);
    expect(vars['--color-primary-strong'] !== expected.primary).toBe(expected.strongDarker);
    expect(Object.keys(vars)).toEqual([
      '--color-primary',
      '--color-primary-tint',
      '--color-primary-strong',
      '--color-primary-hover',
      '--color-success',
      '--color-success-tint',
      '--color-success-link',
    ]);
  });
});
