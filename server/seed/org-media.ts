import type { PlannedFile, RegionContext } from './context';
import type { Motif } from './employers';
import { LOGO_COLORS, logoPng, motifPng } from './images';
import { hash32 } from './prng';

/** Honest alt texts: the pictures are drawn placeholders, not photos. */
const MOTIF_ALT: Record<Motif, string> = {
  natur: 'stilisierte Landschaft mit Hügeln und Bäumen',
  stadt: 'stilisierte Häuserzeile',
  klinik: 'stilisiertes Klinikgebäude mit rotem Kreuz',
  halle: 'stilisierte Werkshalle mit Sheddach',
  werkstatt: 'stilisierte Werkstatt mit Werkbank',
  buero: 'stilisierter Arbeitsplatz mit Bildschirmen',
  kueche: 'stilisierte Küche mit Arbeitsfläche',
  team: 'stilisierte Gruppe von Menschen',
};

const prefix = (ctx: RegionContext) => `seed/${ctx.region.id}/s${ctx.seed}`;

/** The organization's own logo (initials and brand word in its colour). */
export function logoFile(ctx: RegionContext, orgKey: number, slug: string, name: string, brand: string): PlannedFile {
  const color = LOGO_COLORS[hash32(`${ctx.seed}|${slug}`) % LOGO_COLORS.length];
  return {
    id: ctx.id('file', 'logo', orgKey),
    regionId: ctx.region.id,
    storageKey: `${prefix(ctx)}/${slug}-logo.png`,
    originalName: `${slug}-logo.png`,
    mimeType: 'image/png',
    purpose: 'organization_logo',
    alt: `Logo ${name}`,
    title: name,
    render: () => logoPng(name, brand, color),
  };
}

/**
 * A picture of the region's stock (one per motif, size and variant), shared by the employers that use the
 * motif; 2 variants per motif give different colours.
 */
export function stockFile(ctx: RegionContext, motif: Motif, kind: 'cover' | 'gallery', variant: number): PlannedFile {
  const color = LOGO_COLORS[(hash32(`${ctx.region.id}|${motif}`) + variant * 5) % LOGO_COLORS.length];
  const [width, height] = kind === 'cover' ? [1000, 500] : [800, 500];
  const name = `${kind}-${motif}-${variant + 1}.png`;
  return {
    id: ctx.id('file', kind, motif, variant),
    regionId: ctx.region.id,
    storageKey: `${prefix(ctx)}/stock/${name}`,
    originalName: name,
    mimeType: 'image/png',
    purpose: kind === 'cover' ? 'organization_cover' : 'organization_gallery',
    alt: `Platzhalterbild: ${MOTIF_ALT[motif]}`,
    title: MOTIF_ALT[motif],
    render: () => motifPng(motif, color, width, height),
  };
}

export function motifAlt(motif: Motif): string {
  return `Platzhalterbild: ${MOTIF_ALT[motif]}`;
}
