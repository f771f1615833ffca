import { ImageResponse } from 'next/og';
import { getRegion, REGIONS } from '@/regions/registry';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return REGIONS.map((r) => ({ region: r.id }));
}

/** The default OG_IMAGE of a site: 1200×630 in its colour with its name, rendered once at build time. */
export async function GET(_request: Request, { params }: { params: Promise<{ region: string }> }) {
  const region = getRegion((await params).region);
  if (!region) return new Response(null, { status: 404 });
  return new ImageResponse(
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
  );
}
