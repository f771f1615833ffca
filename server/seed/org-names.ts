import type { SocialProfiles } from '../db/schema';
import type { RegionContext } from './context';
import type { Archetype } from './employers';
import { SURNAMES, slugify } from './names';
import type { SeedPlace } from './places';
import type { Rng } from './prng';
import { ANIMALS, fill, GARDENS, HOTEL_NAMES, KID_NAMES, PARKS, SAINTS, TECH_WORDS } from './texts';

/** Picks from variants tagged '@sued' / '@nord': matching ones weigh 3, the other region's 0.25. */
export function pickTagged(rng: Rng, variants: readonly string[], south: boolean, filter?: RegExp): string {
  const untagged = (v: string) => v.replace(/@(sued|nord)$/, '');
  let candidates = filter ? variants.filter((v) => filter.test(untagged(v))) : [...variants];
  if (candidates.length === 0) candidates = [...variants];
  const weight = (v: string) =>
    v.endsWith('@sued') ? (south ? 3 : 0.25) : v.endsWith('@nord') ? (south ? 0.25 : 3) : 1;
  return untagged(rng.weighted(candidates.map((v) => [v, weight(v)] as const)));
}

/** Strict variant for names: a tagged pattern of the other half of the country is never used. */
function pickPattern(rng: Rng, patterns: readonly string[], south: boolean): string {
  const fitting = patterns.filter((p) => !(p.endsWith('@sued') && !south) && !(p.endsWith('@nord') && south));
  return rng.pick(fitting.length ? fitting : patterns).replace(/@(sued|nord)$/, '');
}

export type OrgName = { name: string; brand: string };

/** A believable, invented employer name from the archetype's patterns. */
export function employerName(ctx: RegionContext, rng: Rng, arch: Archetype, place: SeedPlace, year: number): OrgName {
  const pattern = pickPattern(rng, arch.names, ctx.south);
  const surname = rng.pick(SURNAMES);
  let surname2 = rng.pick(SURNAMES);
  while (surname2 === surname) surname2 = rng.pick(SURNAMES);
  const values = {
    surname,
    surname2,
    place: place.label,
    region: ctx.region.REGION_NAME,
    saint: rng.pick(SAINTS),
    park: rng.pick(PARKS),
    garden: rng.pick(GARDENS),
    tech: rng.pick(TECH_WORDS),
    kid: rng.pick(KID_NAMES),
    hotel: rng.pick(HOTEL_NAMES),
    animal: rng.pick(ANIMALS),
    year,
  };
  const name = fill(pattern, values);
  // The brand word on the logo: the first placeholder of the pattern.
  const first = /\{(\w+)\}/.exec(pattern)?.[1] as keyof typeof values | undefined;
  const brand = first && first !== 'year' ? String(values[first]) : (name.split(' ')[0] ?? name);
  return { name, brand };
}

const LEGAL_FORMS = /-(gmbh-und-co-kg|gmbh-co-kg|gmbh|ag|kg|eg|e-v|ggmbh|mbh|aoer|und-partner)(?=-|$)/g;

/** A fictitious domain under the reserved .example TLD, derived from the slug without legal forms. */
export function domainFor(slug: string, taken: Set<string>): string {
  const stem = slug.replace(LEGAL_FORMS, '').replace(/-+$/, '') || slug;
  const domain = taken.has(`${stem}.example`) ? `${slug}.example` : `${stem}.example`;
  taken.add(domain);
  return domain;
}

/** A slug unique in the region: "autohaus-brunner", then "autohaus-brunner-2" … */
export function uniqueSlug(name: string, taken: Set<string>): string {
  const base = slugify(name) || 'arbeitgeber';
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

/** Social profiles on the real networks' URL patterns with an invented handle (pages do not exist). */
export function socialProfiles(rng: Rng, domain: string, du: boolean): SocialProfiles {
  const handle = domain.replace(/\.example$/, '').replace(/-/g, '');
  const profiles: SocialProfiles = {};
  if (rng.chance(0.7)) profiles.linkedin = `https://www.linkedin.com/company/${handle}`;
  if (rng.chance(0.6)) profiles.facebook = `https://www.facebook.com/${handle}`;
  if (rng.chance(du ? 0.75 : 0.45)) profiles.instagram = `https://www.instagram.com/${handle}`;
  if (rng.chance(0.35)) profiles.xing = `https://www.xing.com/pages/${handle}`;
  if (rng.chance(0.2)) profiles.youtube = `https://www.youtube.com/@${handle}`;
  if (rng.chance(du ? 0.3 : 0.08)) profiles.tiktok = `https://www.tiktok.com/@${handle}`;
  if (rng.chance(0.1)) profiles.twitter = `https://x.com/${handle}`;
  if (rng.chance(0.08)) profiles.blueSky = `https://bsky.app/profile/${handle}.bsky.social`;
  return profiles;
}
