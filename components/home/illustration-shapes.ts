import { mix } from '@/lib/contract';
import type { ThemeColours } from '@/lib/theme/theme-variables';

/** The front page's landscape: the Alps in the south, the sea in the north, hills everywhere else. */
export type Motif = 'alps' | 'coast' | 'hills';

/** The picture's size in SVG units: a wide band, 5:1, that keeps its height at every width. */
export const ILLUSTRATION = { width: 1200, height: 240 } as const;

export type Shape = { d: string; fill: string };
export type Illustration = {
  motif: Motif;
  sky: string;
  sun: { cx: number; cy: number; r: number; fill: string };
  shapes: Shape[];
};

type Place = { label: string; lat: number; lng: number };

/** South of 48° the sites look at the Alps, north of 53.2° at the sea (the mean of their quick-pick places). */
export function motifOf(places: readonly Place[]): Motif {
  const lat = places.reduce((sum, p) => sum + p.lat, 0) / places.length;
  return lat < 48 ? 'alps' : lat > 53.2 ? 'coast' : 'hills';
}

/** A small deterministic random source from the site's id: the same picture on every request. */
function randomOf(seed: string): () => number {
  let state = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const W = ILLUSTRATION.width;
const H = ILLUSTRATION.height;
const round = (n: number) => Math.round(n);

/** A smooth ridge through points from the left edge to the right, closed along the bottom. */
function ridge(points: Array<[number, number]>): string {
  const [first, ...rest] = points;
  let d = `M0 ${H}L${first[0]} ${round(first[1])}`;
  let previous = first;
  for (const point of rest) {
    const mid = (previous[0] + point[0]) / 2;
    d += `C${round(mid)} ${round(previous[1])} ${round(mid)} ${round(point[1])} ${round(point[0])} ${round(point[1])}`;
    previous = point;
  }
  return `${d}L${W} ${H}Z`;
}

/** Rolling hills around `base`, `amplitude` high, with `count` crests. */
function hills(random: () => number, base: number, amplitude: number, count: number): string {
  const step = W / count;
  return ridge(
    Array.from({ length: count + 1 }, (_, i) => [i * step, base - random() * amplitude] as [number, number]),
  );
}

/** Jagged peaks, and the snow on the highest of them. */
function peaks(random: () => number, base: number, count: number): { rock: string; snow: string } {
  const step = W / count;
  let rock = `M0 ${H}L0 ${base}`;
  let snow = '';
  for (let i = 0; i < count; i++) {
    const x = i * step + step / 2;
    const top = base - 60 - random() * 90;
    rock += `L${round(x)} ${round(top)}L${round((i + 1) * step)} ${round(base - random() * 20)}`;
    if (base - top > 100)
      snow += `M${round(x - 18)} ${round(top + 26)}L${round(x)} ${round(top)}L${round(x + 18)} ${round(top + 26)}L${round(x + 6)} ${round(top + 20)}L${round(x - 4)} ${round(top + 28)}Z`;
  }
  return { rock: `${rock}L${W} ${H}Z`, snow };
}

/** Waves along the front, the sea behind the town. */
function sea(base: number): string {
  let d = `M0 ${H}L0 ${base}`;
  for (let x = 0; x < W; x += 60) d += `q15 -8 30 0t30 0`;
  return `${d}L${W} ${H}Z`;
}

/** A few round trees standing on the ground line, between the towns. */
function trees(random: () => number, ground: number, count: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = 40 + random() * (W - 80);
    const r = 7 + random() * 6;
    const top = ground - 10 - r;
    d += `M${round(x - 1.5)} ${ground}V${round(top)}H${round(x + 1.5)}V${ground}Z`;
    d += `M${round(x - r)} ${round(top)}a${round(r)} ${round(r)} 0 1 0 ${round(2 * r)} 0a${round(r)} ${round(r)} 0 1 0 ${round(-2 * r)} 0Z`;
  }
  return d;
}

/** A lighthouse on the coast, its stripes cut out (they show the sky behind). */
function lighthouse(x: number, ground: number): string {
  return (
    `M${x - 14} ${ground}L${x - 9} ${ground - 70}H${x + 9}L${x + 14} ${ground}Z` +
    `M${x - 12} ${ground - 82}H${x + 12}V${ground - 72}H${x - 12}Z` +
    `M${x - 7} ${ground - 92}L${x} ${ground - 100}L${x + 7} ${ground - 92}V${ground - 84}H${x - 7}Z`
  );
}

/**
 * The site's towns as a skyline, each where it lies from west to east (its quick-pick places, region config
 * GEO_INFO): the first, the site's main town, with a church tower, the others as a few roofs.
 */
function town(random: () => number, places: readonly Place[], ground: number): string {
  const lngs = places.map((p) => p.lng);
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  const span = east - west || 1;
  let d = '';
  places.forEach((place, index) => {
    const centre = 90 + ((place.lng - west) / span) * (W - 180);
    const houses = index === 0 ? 5 : 2 + Math.floor(random() * 2);
    let x = centre - (houses * 22) / 2;
    for (let h = 0; h < houses; h++) {
      const width = 18 + random() * 8;
      const height = (index === 0 ? 26 : 16) + random() * 18;
      const top = ground - height;
      // A house with a gable roof.
      d += `M${round(x)} ${ground}V${round(top)}L${round(x + width / 2)} ${round(top - 12)}L${round(x + width)} ${round(top)}V${ground}Z`;
      if (index === 0 && h === Math.floor(houses / 2)) {
        // The main town's church tower with its spire.
        d += `M${round(x + 4)} ${ground}V${round(top - 40)}L${round(x + width / 2)} ${round(top - 72)}L${round(x + width - 4)} ${round(top - 40)}V${ground}Z`;
      }
      x += width + 2;
    }
  });
  return d;
}

/**
 * The front page's picture of a site, from its config alone: the landscape of its motif, its towns, and its
 * theme colours (light tints of the brand colour far away, the brand itself in front, the town in the strong
 * shade). No photo and no request: a few paths the page inlines.
 */
export function illustrationOf(site: { id: string; places: readonly Place[]; colours: ThemeColours }): Illustration {
  const random = randomOf(site.id);
  const { primary, strong } = site.colours;
  const far = mix(primary, '#ffffff', 0.28);
  const middle = mix(primary, '#ffffff', 0.5);
  const motif = motifOf(site.places);
  const shapes: Shape[] = [];
  if (motif === 'alps') {
    const { rock, snow } = peaks(random, 190, 7);
    shapes.push({ d: rock, fill: far }, { d: snow, fill: '#ffffff' });
  } else {
    shapes.push({ d: hills(random, motif === 'coast' ? 195 : 140, motif === 'coast' ? 25 : 70, 5), fill: far });
  }
  shapes.push({ d: hills(random, 200, 40, 4), fill: middle });
  if (motif !== 'coast') shapes.push({ d: trees(random, 214, 9), fill: mix(strong, primary, 0.5) });
  shapes.push({ d: town(random, site.places, 212), fill: strong });
  if (motif === 'coast') shapes.push({ d: lighthouse(W - 70, 214), fill: strong });
  shapes.push({ d: motif === 'coast' ? sea(214) : hills(random, 230, 12, 3), fill: primary });
  return {
    motif,
    sky: mix(primary, '#ffffff', 0.08),
    sun: { cx: round(700 + random() * 300), cy: round(50 + random() * 30), r: 32, fill: mix(primary, '#ffffff', 0.3) },
    shapes,
  };
}
