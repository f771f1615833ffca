import { describe, expect, it } from 'vitest';
import { REGIONS } from '@/regions/registry';
import { contrastRatio } from '@/lib/contract';
import { ALERT_RED, successColours, TEXT } from './notice-colours';
import { themeColours, WHITE } from './theme-variables';

/** The hue of a #rrggbb colour in degrees (0 red, 120 green, 240 blue). */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

// Every site's success box ("Gespeichert", "Gesendet") on its own theme: green, never the error's red, and
// readable (WCAG 2.1 AA: 4.5:1 for text and links, 3:1 for the bar on the page).
describe.each(REGIONS.map((r) => [r.id, r.THEME] as const))('success box of %s', (_id, theme) => {
  const success = successColours(themeColours(theme).strong);

  it('is green, far from the error red, whatever the brand colour', () => {
    expect(hue(success.border)).toBeGreaterThan(90);
    expect(hue(success.border)).toBeLessThan(170);
    expect(Math.abs(hue(success.border) - hue(ALERT_RED))).toBeGreaterThan(90);
  });

  it('text and links in the box reach 4.5:1 on its tint', () => {
    expect(contrastRatio(success.text, success.tint)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(success.link, success.tint)).toBeGreaterThanOrEqual(4.5);
    expect(success.text).toBe(TEXT);
  });

  it('its bar and check mark reach 3:1 on the page and on the tint', () => {
    expect(contrastRatio(success.border, WHITE)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(success.border, success.tint)).toBeGreaterThanOrEqual(3);
  });
});
