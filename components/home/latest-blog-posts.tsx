import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { BLOG_PATH } from '@/lib/contract';
import { loadLatestBlogPosts } from '@/lib/data/blog';
import { BlogTeaser } from '@/components/blog/blog-teaser';
import styles from '@/components/blog/blog.module.scss';

/**
 * The front page's newest blog posts (docs/product-decisions.md "Blog"), where the site has a blog and it has posts;
 * nothing otherwise. Publishing a post refreshes the cached front page (the blog's page-cache tag).
 */
export async function LatestBlogPosts({ region }: { region: Region }) {
  const posts = await loadLatestBlogPosts(region);
  if (posts.length === 0) return null;
  const t = await getTranslations('blog.home');
  return (
    <section className={styles.home} aria-labelledby="home-blog">
      <h2 id="home-blog">{t('heading')}</h2>
      <ul className={styles.posts}>
        {posts.map((post) => (
          <li key={post.id}>
            <BlogTeaser post={post} headingLevel="h3" />
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link href={BLOG_PATH} prefetch={false}>
          {t('allPosts')}
        </Link>
      </p>
    </section>
  );
}
