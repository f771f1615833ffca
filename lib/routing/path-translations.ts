/**
 * docs/product.md §2 path translations (PATH_TRANSLATIONS_ACTIVE): internal route prefix → public prefix per language.
 * One table serves the proxy (public → internal) and link building (internal → public), so links and
 * routes never disagree. Order matters: the first matching prefix wins, longer prefixes first.
 * "/organizations*" has two readings (/arbeitgeber, /arbeitgeber-suchen): we publish /arbeitgeber
 * (shorter, and what job seekers type) and permanently redirect the other reading to it.
 */
export type Language = 'de' | 'en' | 'fr';

type Translation = { internal: string; public: string };

export const PATH_TRANSLATIONS: Record<Language, readonly Translation[]> = {
  de: [
    { internal: '/resumes', public: '/bewerbersuche' },
    { internal: '/resume', public: '/lebenslauf' },
    { internal: '/organizations', public: '/arbeitgeber' },
    // The page for employers (offer and prices); segment matching keeps it apart from /arbeitgeber.
    { internal: '/employers', public: '/arbeitgeber-werden' },
    { internal: '/contact', public: '/kontakt' },
    // The Merkliste (docs/product.md §1.4 BOOKMARKS_FEATURE_ACTIVE).
    { internal: '/bookmarks', public: '/merkliste' },
  ],
  en: [
    { internal: '/resumes', public: '/cvs' },
    { internal: '/resume', public: '/cv' },
  ],
  fr: [{ internal: '/jobs', public: '/emploi' }],
};

/** Public prefixes that are permanent aliases of another public prefix (the second reading of docs/product.md §2). */
export const PUBLIC_ALIASES: Record<Language, ReadonlyArray<{ alias: string; canonical: string }>> = {
  de: [{ alias: '/arbeitgeber-suchen', canonical: '/arbeitgeber' }],
  en: [],
  fr: [],
};

/** True when `path` is `prefix` itself or lies below it (`/resume` matches `/resume/edit`, not `/resumes`). */
export function hasSegmentPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

function swapPrefix(path: string, from: string, to: string): string {
  return to + path.slice(from.length);
}

/** Internal route path → the path users see (`/resume/wizard/import` → `/lebenslauf/wizard/import`). */
export function toPublicPath(internalPath: string, language: Language): string {
  const hit = PATH_TRANSLATIONS[language].find((t) => hasSegmentPrefix(internalPath, t.internal));
  return hit ? swapPrefix(internalPath, hit.internal, hit.public) : internalPath;
}

/** Public path → internal route path, or null when the path is not a translated one. */
export function toInternalPath(publicPath: string, language: Language): string | null {
  const hit = PATH_TRANSLATIONS[language].find((t) => hasSegmentPrefix(publicPath, t.public));
  return hit ? swapPrefix(publicPath, hit.public, hit.internal) : null;
}

/** Second-reading alias → canonical public path, or null. */
export function resolvePublicAlias(publicPath: string, language: Language): string | null {
  const hit = PUBLIC_ALIASES[language].find((a) => hasSegmentPrefix(publicPath, a.alias));
  return hit ? swapPrefix(publicPath, hit.alias, hit.canonical) : null;
}
