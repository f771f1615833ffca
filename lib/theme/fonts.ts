import localFont from 'next/font/local';
import type { RegionConfig } from '@/regions/schema';

// Inter (SIL Open Font License 1.1, © The Inter Project Authors), self-hosted from @fontsource-variable/inter:
// no request leaves the site. One variable file per subset covers every weight. Latin (with ä ö ü ß) is
// preloaded; Latin Extended (names like "Łódź", "Çelik") loads only on pages that use such a letter,
// which its unicode-range tells the browser. Next derives a metric-adjusted Arial fallback from the file
// (size-adjust, ascent/descent overrides), so the swap from fallback to Inter does not move the layout.
const interLatin = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
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
