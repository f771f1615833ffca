/** The blog's public paths (docs/product.md §2 app prefix /blog): its list, a post's page, the RSS feed. */
export const BLOG_PATH = '/blog';
export const BLOG_FEED_PATH = '/blog/rss.xml';
export const blogPostPath = (slug: string) => `${BLOG_PATH}/${slug}`;
