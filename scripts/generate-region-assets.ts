/**
 * Writes every region's static files from its config: logo and favicon (SVG) and robots file.
 * Run with `npx tsx scripts/generate-region-assets.ts` after adding a site or changing a SITENAME,
 * host or primary colour; the outputs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REGIONS } from '../regions/registry';
import type { Region } from '../regions/build-region';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const TEXT_COLOR = '#1f2933';
const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Paths no crawler needs: account, checkout, recruiter tools and API (docs/product.md §2 routes). */
const DISALLOWED_PATHS = ['/user/', '/checkout', '/job-manager', '/api/', '/dashboard', '/my-products'];

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * Advance widths in em of bold sans-serif glyphs, the widest of the common system fonts
 * (DejaVu Sans Bold, Liberation Sans Bold), so the name fits whichever font the browser picks.
 */
const GLYPH_WIDTHS: Array<[string, number]> = [
  [' ', 0.35],
  ['ijlI.', 0.38],
  ['-', 0.42],
  ['ft', 0.45],
  ['r', 0.5],
  ['sczJ', 0.6],
  ['aäekvxyEFLT', 0.68],
  ['bdghnopquöüßCPSYZ', 0.72],
  ['ABKRVX', 0.78],
  ['ÄDGHNOÖQUÜ', 0.85],
  ['mwM', 1.05],
  ['W', 1.1],
];
const DEFAULT_GLYPH_WIDTH = 0.75;

function textWidthEm(text: string): number {
  let em = 0;
  for (const ch of text) em += GLYPH_WIDTHS.find(([chars]) => chars.includes(ch))?.[1] ?? DEFAULT_GLYPH_WIDTH;
  return em;
}

/** Two lines split at the space closest to the middle ("Jobs in" / "Schleswig-Holstein"), or null. */
function splitInTwo(name: string): string[] | null {
  let best: string[] | null = null;
  let bestWidth = Infinity;
  Array.from(name).forEach((ch, i) => {
    if (ch !== ' ') return;
    const lines = [name.slice(0, i), name.slice(i + 1)];
    const width = Math.max(...lines.map(textWidthEm));
    if (width < bestWidth) [best, bestWidth] = [lines, width];
  });
  return best;
}

/** The name on one line, or on two when that allows a larger font; with the font size that fits. */
function layoutName(name: string, available: number): { lines: string[]; fontSize: number } {
  const fit = (lines: string[], max: number) => Math.min(max, ...lines.map((l) => available / textWidthEm(l)));
  const single = { lines: [name], fontSize: fit([name], 24) };
  const split = splitInTwo(name);
  const double = split ? { lines: split, fontSize: fit(split, 19) } : null;
  const best = double && double.fontSize > single.fontSize ? double : single;
  return { lines: best.lines, fontSize: Math.floor(best.fontSize * 10) / 10 };
}

/** The square mark shared by logo and favicon: primary colour, the region name's first letter in white (sites named "Jobs in …" would all get a "J"). */
function mark(x: number, y: number, size: number, color: string, letter: string): string {
  const radius = Math.round(size * 0.2);
  const fontSize = Math.round(size * 0.62);
  return [
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${radius}" fill="${color}"/>`,
    `<text x="${x + size / 2}" y="${y + size / 2 + fontSize * 0.35}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(letter)}</text>`,
  ].join('');
}

const firstLetter = (name: string) => Array.from(name.trim())[0] ?? '?';

/** A 240×60 wordmark: the mark on the left, the SITENAME in dark text on one or two lines. */
function renderLogo(region: Region): string {
  const [width, height] = [240, 60];
  const textX = 58;
  const available = width - textX - 4;
  const { lines, fontSize } = layoutName(region.SITENAME, available);
  const lineHeight = fontSize * 1.15;
  const firstBaseline = height / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  const tspans = lines
    .map(
      (line, i) => `<tspan x="${textX}" y="${(firstBaseline + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const title = escapeXml(region.SITENAME);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="logo-title-${region.id}">`,
    `<title id="logo-title-${region.id}">${title}</title>`,
    mark(6, 8, 44, region.THEME.primaryColor, firstLetter(region.REGION_NAME)),
    `<text font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="700" fill="${TEXT_COLOR}">${tspans}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** A 64×64 favicon: the mark alone. */
function renderFavicon(region: Region): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-labelledby="favicon-title-${region.id}">`,
    `<title id="favicon-title-${region.id}">${escapeXml(region.SITENAME)}</title>`,
    mark(0, 0, 64, region.THEME.primaryColor, firstLetter(region.REGION_NAME)),
    '</svg>',
    '',
  ].join('\n');
}

/** docs/product.md §2: the static file /robots.txt redirects to; the sitemap lives on the region's first host. */
function renderRobots(region: Region): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: https://${region.HOSTS[0]}/sitemap.xml`,
    '',
  ].join('\n');
}

function write(publicPath: string, content: string): string {
  const file = join(PUBLIC_DIR, publicPath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return `public${publicPath}`;
}

for (const region of REGIONS) {
  const written = [
    write(region.ASSETS.logo, renderLogo(region)),
    write(`${region.ASSETS.faviconsPath}/favicon.svg`, renderFavicon(region)),
    write(region.ROBOTS_FILE, renderRobots(region)),
  ];
  console.log(`${region.id}: ${written.join(', ')}`);
}
