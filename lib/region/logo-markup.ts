import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Region } from '@/regions/build-region';

const markup = new Map<string, string | null>();

/**
 * The site's logo as SVG markup to inline in the header, read once per process from public/. Inline, the
 * logo paints with the first text instead of after its own request (it was the listing's LCP element,
 * painted about two seconds after the first text in Lighthouse's mobile profile). Null when the logo is not
 * a local SVG; the header then loads it as an image.
 */
export function logoMarkup(region: Region): string | null {
  const path = region.ASSETS.logo;
  if (!markup.has(path)) {
    let svg: string | null = null;
    if (path.startsWith('/') && path.endsWith('.svg') && !path.includes('..')) {
      try {
        svg = readFileSync(join(process.cwd(), 'public', path), 'utf8').trim();
      } catch {
        svg = null;
      }
    }
    markup.set(path, svg?.startsWith('<svg') ? svg : null);
  }
  return markup.get(path) ?? null;
}
