import localFont from 'next/font/local';
import type { RegionConfig } from '@/regions/schema';

// Inter (SIL Open Font License 1.1, © The Inter Project Authors), self-hosted from @fontsource-variable/inter:
// no request leaves the site. One variable file per subset covers every weight. Latin-1 with German
// punctuation is preloaded, cut to the weights and features in use (lib/theme/font-subset.ts: 26 KB, not
// 48); Latin Extended (names like "Łódź", "Şahin") loads only on pages that use such a letter, which its
// unicode-range tells the browser. Next derives a metric-adjusted Arial fallback from the file (size-adjust,
// ascent/descent overrides), so the swap from fallback to Inter does not move the layout.
const interLatin = localFont({
  src: './fonts/inter-latin-de-wght.woff2',
  weight: '400 750',
  style: 'normal',
  display: 'swap',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0-00FF, U+0131, U+0152-0153, U+02C6, U+02DA, U+02DC, U+2013-2014, U+2018-201A, U+201C-201E, U+2020-2022, U+2026, U+2030, U+2039-203A, U+20AC, U+2122, U+2212',
    },
  ],
});

const interLatinExt = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
});

/**
 * The `--font-sans` value of a site's typeface, put before the platform fonts in styles/globals.scss.
 * The Latin Extended face comes first: its unicode-range leaves every other letter to the Latin face and
 * its adjusted fallback. Null for "system": the page keeps the platform font and loads nothing.
 */
export function fontStack(family: RegionConfig['THEME']['fontFamily']): string | null {
  return family === 'inter' ? `${interLatinExt.style.fontFamily}, ${interLatin.style.fontFamily}` : null;
}
