import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Region } from '@/regions/build-region';

const markup = new Map<string, string | null>();

/**
 * The site's square mark (its favicon.svg, the brand colour with the region's letter) as SVG markup to
 * inline in the header beside the site name, read once per process from public/. Inline, it paints with
 * the first text instead of after its own request (the header logo was once the listing's LCP element).
 * Null when the site has no local SVG mark; the header then shows the name alone.
 */
export function siteMarkMarkup(region: Region): string | null {
  const path = `${region.ASSETS.faviconsPath}/favicon.svg`;
  if (!markup.has(path)) {
    let svg: string | null = null;
    if (path.startsWith('/') && !path.includes('..')) {
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
