import type { GetOrganizationProfileQuery } from '@/lib/graphql/generated/operations';

export type OrganizationForJsonLd = NonNullable<GetOrganizationProfileQuery['getOrganizationProfile']>;

/**
 * The employer's social profiles that are links, as [network, url]: the profile may hold empty values, and
 * Apollo adds `__typename` to the object. The page lists them and the markup names them as sameAs.
 */
export function socialProfileLinks(profiles: OrganizationForJsonLd['profiles']): Array<[network: string, url: string]> {
  return Object.entries(profiles).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].startsWith('http'),
  );
}

/**
 * schema.org Organization of an employer page: name, the page as its url, logo, website and social profiles
 * as sameAs, and the postal address. `origin` is the site's canonical origin: it makes the page and logo
 * URLs absolute.
 */
export function buildOrganizationJsonLd(profile: OrganizationForJsonLd, origin: string): Record<string, unknown> {
  const address = profile.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: profile.name,
    alternateName: profile.alternativeName ?? undefined,
    url: new URL(profile.url, origin).toString(),
    logo: profile.logo ? new URL(profile.logo.url, origin).toString() : undefined,
    sameAs: [profile.website, ...socialProfileLinks(profile.profiles).map(([, url]) => url)].filter(Boolean),
    address: address
      ? {
          '@type': 'PostalAddress',
          streetAddress: address.addressLine1 ?? undefined,
          postalCode: address.zip ?? undefined,
          addressLocality: address.locality ?? undefined,
          addressRegion: address.administrativeArea ?? undefined,
          addressCountry: address.countryCode,
        }
      : undefined,
  };
}

/** schema.org FAQPage of the employer's questions; null without questions, as an empty FAQPage is invalid. */
export function buildFaqPageJsonLd(faq: OrganizationForJsonLd['faq']): Record<string, unknown> | null {
  if (faq.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}
