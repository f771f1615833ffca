import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { regionNames } from '@/lib/region/region-names';
import type { PageQuery } from '@/lib/routing/search-params';
import { blogListHref, blogListPage } from '@/lib/blog/blog-pages';
import { BLOG_FEED_PATH } from '@/lib/contract';
import { loadBlogPage } from '@/lib/data/blog';
import { siteUrl } from '@/regions/site-origin';
import { BlogTeaser } from '@/components/blog/blog-teaser';
import { BlogPagination } from '@/components/blog/blog-pagination';
import styles from '@/components/blog/blog.module.scss';

type Props = { params: RegionParams; searchParams: Promise<PageQuery> };

async function resolve({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const page = blogListPage((await searchParams).page);
  return { region, page, list: await loadBlogPage(region, page) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { region, page } = await resolve(props);
  const t = await getTranslations('blog');
  const vars = { ...regionNames(region), siteName: region.SITENAME };
  return {
    title: page > 1 ? t('pageTitle', { page }) : t('metaTitle'),
    description: t('metaDescription', vars),
    alternates: {
      canonical: siteUrl(region, blogListHref(page)),
      types: { 'application/rss+xml': [{ url: siteUrl(region, BLOG_FEED_PATH), title: t('feedTitle', vars) }] },
    },
  };
}

/**
 * The site's blog (docs/product.md §2 /blog; docs/product-decisions.md "Blog"): its published posts, newest first,
 * ten a page, and the way to its RSS feed. The proxy answers 404 where the site has no blog and past the last page.
 */
export default async function BlogPage(props: Props) {
  const { region, page, list } = await resolve(props);
  const t = await getTranslations('blog');
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <section className={styles.page} aria-labelledby="blog-title">
      <h1 id="blog-title">{t('heading')}</h1>
      <p className={styles.intro}>{t('intro', regionNames(region))}</p>
      {list.posts.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.posts}>
          {list.posts.map((post) => (
            <li key={post.id}>
              <BlogTeaser post={post} />
            </li>
          ))}
        </ul>
      )}
      <BlogPagination page={page} pages={pages} />
      <p className={styles.feed}>
        <a href={BLOG_FEED_PATH} type="application/rss+xml">
          {t('feed')}
        </a>
      </p>
    </section>
  );
}
