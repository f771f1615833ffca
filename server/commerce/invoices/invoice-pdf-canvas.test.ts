import { rgb } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { contrastOnWhite, hexColor, readableOnWhite } from './invoice-pdf-canvas';

describe('the brand colour as text on the invoice', () => {
  it.each(['#33bda6', '#ffcc00', '#7fdbff', '#1a7f6e', '#222222'])('%s reads at 4.5:1 or more on white', (hex) => {
    expect(contrastOnWhite(readableOnWhite(hexColor(hex)))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a colour that is dark enough, and the hue of one it darkens', () => {
    const dark = rgb(0.1, 0.3, 0.25);
    expect(readableOnWhite(dark)).toEqual(dark);
    const brand = readableOnWhite(hexColor('#33bda6'));
    expect(brand.green / brand.red).toBeCloseTo(0xbd / 0x33, 5);
  });
});
