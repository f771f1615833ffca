import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { BlogTeaserPost } from '@/lib/data/blog';
import { ResponsivePicture } from '@/components/organizations/responsive-picture';
import styles from './blog.module.scss';

/**
 * A post in the blog's list and on the front page: its teaser image (decorative here: the title says what the post
 * is), the title as the card's one link, the date and the teaser text.
 */
export async function BlogTeaser({ post, headingLevel = 'h2' }: { post: BlogTeaserPost; headingLevel?: 'h2' | 'h3' }) {
  const [t, format] = await Promise.all([getTranslations('blog'), getFormatter()]);
  const Heading = headingLevel;
  return (
    <article className={styles.teaser}>
      {post.image && (
        <ResponsivePicture image={post.image} alt="" width={800} height={400} loading="lazy" decoding="async" />
      )}
      <div className={styles.teaserBody}>
        <Heading>
          <Link href={post.url} prefetch={false}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.date}>
          <time dateTime={post.publishedAt}>
            {t('publishedOn', { date: format.dateTime(new Date(post.publishedAt), { dateStyle: 'long' }) })}
          </time>
        </p>
        {post.teaser && <p>{post.teaser}</p>}
      </div>
    </article>
  );
}
