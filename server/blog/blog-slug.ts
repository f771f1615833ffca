import { foldGermanLetters } from '../format/fold-german-letters';

/** Longest slug: the last segment of a post's address (/blog/<slug>). */
export const SLUG_MAX = 80;
/** Lower-case letters without umlauts, digits, single hyphens between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Paths of the blog itself below /blog (the editor; room for a feed and paging by path): no post may take them. */
export const RESERVED_SLUGS: readonly string[] = ['redaktion', 'rss', 'feed', 'seite', 'sitemap'];

/** A post's slug from its title, as people would type it ("Bewerbung im Frühling" → "bewerbung-im-fruehling"). */
export function blogSlugOf(title: string): string {
  const slug = foldGermanLetters(title.toLowerCase())
    .replace(/&/g, ' und ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug && !RESERVED_SLUGS.includes(slug) ? slug : `beitrag${slug ? `-${slug}` : ''}`.slice(0, SLUG_MAX);
}

/** `base`, or `base-2`, `base-3` … the first that `taken` does not hold. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
