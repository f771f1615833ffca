import type { BlogPostQuery } from '@/lib/graphql/generated/operations';
import type { Region } from '@/regions/build-region';

export type BlogPostForJsonLd = NonNullable<BlogPostQuery['blogPost']>;

/**
 * schema.org BlogPosting of a blog post (docs/product-decisions.md "Blog"): headline, description, the page as url and
 * mainEntityOfPage, the dates, the teaser image, and the site as author and publisher with its logo (posts speak for
 * the site, the editor's name stays private). `origin` is the site's configured origin: every URL is absolute.
 */
export function buildBlogPostingJsonLd(
  post: BlogPostForJsonLd,
  region: Pick<Region, 'SITENAME' | 'ASSETS'>,
  origin: string,
): Record<string, unknown> {
  const abs = (path: string) => new URL(path, origin).toString();
  const site = { '@type': 'Organization', name: region.SITENAME, url: abs('/') };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.teaser ?? undefined,
    url: abs(post.url),
    mainEntityOfPage: { '@type': 'WebPage', '@id': abs(post.url) },
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    image: post.image ? [abs(post.image.url)] : undefined,
    inLanguage: 'de-DE',
    author: site,
    publisher: { ...site, logo: { '@type': 'ImageObject', url: abs(region.ASSETS.logo) } },
  };
}
