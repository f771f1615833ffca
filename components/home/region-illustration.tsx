import type { Region } from '@/regions/build-region';
import { themeColours } from '@/lib/theme/theme-variables';
import { ILLUSTRATION, illustrationOf } from './illustration-shapes';

/**
 * The site's landscape as an inline SVG (illustration-shapes.ts): decorative, drawn from the region config, with
 * its width and height set so the page keeps its place before it is drawn (no layout shift).
 */
export function RegionIllustration({ region, className }: { region: Region; className?: string }) {
  const picture = illustrationOf({
    id: region.id,
    places: region.GEO_INFO.fixtures,
    colours: themeColours(region.THEME),
  });
  return (
    <svg
      className={className}
      viewBox={`0 0 ${ILLUSTRATION.width} ${ILLUSTRATION.height}`}
      width={ILLUSTRATION.width}
      height={ILLUSTRATION.height}
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
      data-motif={picture.motif}
    >
      <rect width={ILLUSTRATION.width} height={ILLUSTRATION.height} fill={picture.sky} />
      <circle {...picture.sun} />
      {picture.shapes.map((shape, i) => (
        <path key={i} d={shape.d} fill={shape.fill} />
      ))}
    </svg>
  );
}
