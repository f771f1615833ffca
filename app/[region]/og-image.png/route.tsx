import { ImageResponse } from 'next/og';
import { getRegion } from '@/regions/registry';

/**
 * The site's settings are read when the server starts (regions/load-sites.ts), so the picture is drawn on the first
 * request after a start, not at build time, and kept for the life of the process: a changed SITENAME or colour
 * shows after a restart, without a rebuild.
 */
const rendered = new Map<string, ArrayBuffer>();

/** Browsers and crawlers may keep it a day; a restart with new settings is seen by the next day. */
const CACHE_CONTROL = 'public, max-age=86400';

/** The default OG_IMAGE of a site: 1200×630 in its colour with its name and description. */
export async function GET(_request: Request, { params }: { params: Promise<{ region: string }> }) {
  const region = getRegion((await params).region);
  if (!region) return new Response(null, { status: 404 });
  let png = rendered.get(region.id);
  if (!png) {
    png = await new ImageResponse(
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          padding: 80,
          background: region.THEME.primaryColor,
          color: '#ffffff',
        }}
      >
        <div style={{ fontSize: 88, fontWeight: 700 }}>{region.SITENAME}</div>
        <div style={{ fontSize: 40, marginTop: 24, color: '#0b1f1b' }}>{region.SITE_DESCRIPTION}</div>
      </div>,
      { width: 1200, height: 630 },
    ).arrayBuffer();
    rendered.set(region.id, png);
  }
  return new Response(png, { headers: { 'Content-Type': 'image/png', 'Cache-Control': CACHE_CONTROL } });
}
