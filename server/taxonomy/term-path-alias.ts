/** The language whose aliases every term has: the sites' default locale. */
const FALLBACK_LOCALE = 'de';

/**
 * A term's path alias (the facet's URL segment, "vollzeit") in the visitor's locale, else in the default
 * locale's, else none: a term without an alias is linked by its tid. Every answer that names a term's
 * alias takes it from here, so links built from a job, a facet or a resume never disagree.
 */
export function termPathAlias(aliases: Readonly<Record<string, string>>, locale: string): string | null {
  return aliases[locale] ?? aliases[FALLBACK_LOCALE] ?? null;
}
