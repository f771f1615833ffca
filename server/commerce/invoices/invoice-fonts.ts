import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * PDF/A (the ZUGFeRD container) allows only embedded fonts, so the invoice cannot use the PDF standard fonts.
 * Inter, the site's typeface (SIL Open Font License 1.1), as static TrueType files from
 * @expo-google-fonts/inter: full Latin Extended (ä ö ü ß €, and names such as "Łódź" or "Şahin"), one file
 * per weight. The web font packages only ship WOFF2, which fontkit cannot subset (composite glyphs break),
 * and a variable font embeds only its default weight. pdf-lib embeds the subset of glyphs used.
 */
const FONT_DIR = ['node_modules', '@expo-google-fonts', 'inter'];
const FILES = { regular: '400Regular/Inter_400Regular.ttf', bold: '700Bold/Inter_700Bold.ttf' } as const;

export type InvoiceFonts = { regular: Uint8Array; bold: Uint8Array };

let loaded: Promise<InvoiceFonts> | null = null;

async function readFont(file: string): Promise<Uint8Array> {
  // Read at run time from the installed package (like the GraphQL schema file), not bundled.
  return new Uint8Array(await readFile(path.join(/* turbopackIgnore: true */ process.cwd(), ...FONT_DIR, file)));
}

/** The font files, read once per process (about 690 KB; each PDF embeds only the glyphs it uses). */
export function invoiceFonts(): Promise<InvoiceFonts> {
  loaded ??= Promise.all([readFont(FILES.regular), readFont(FILES.bold)]).then(([regular, bold]) => ({
    regular,
    bold,
  }));
  // A failed read (a missing package) is not cached: the next invoice tries again and says why.
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}
