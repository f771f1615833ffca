import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { BLOG_PATH } from '@/lib/contract';
import { loadBlogPost } from '@/lib/data/blog';
import { buildBlogPostingJsonLd } from '@/lib/seo/blog-posting-json-ld';
import { jsonLdScript } from '@/lib/seo/json-ld-script';
import { siteOrigin, siteUrl } from '@/regions/site-origin';
import { ResponsivePicture } from '@/components/organizations/responsive-picture';
import { ShareLinks } from '@/components/share/share-links';
import styles from '@/components/blog/blog.module.scss';

type Props = { params: Promise<{ region: string; slug: string }> };

async function resolve(params: Props['params']) {
  const region = await getPageRegion(params);
  const { slug } = await params;
  return { region, post: await loadBlogPost(region, decodeURIComponent(slug)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { region, post } = await resolve(params);
  if (!post) return {};
  const url = siteUrl(region, post.url);
  return {
    title: post.title,
    description: post.teaser ?? undefined,
    alternates: { canonical: url },
    openGraph: {
      type: 'article',
      title: post.title,
      description: post.teaser ?? undefined,
      url,
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      images: post.image ? [{ url: post.image.url, alt: post.image.alt ?? undefined }] : undefined,
    },
  };
}

/**
 * A blog post (docs/product-decisions.md "Blog"): title, date, teaser image and lead, the sanitized text, the share
 * links of every shareable page, and BlogPosting markup. The proxy answers 404 for a draft, a withdrawn or unknown post
 * and where the site has no blog.
 */
export default async function BlogPostPage({ params }: Props) {
  const { region, post } = await resolve(params);
  if (!post) notFound();
  const [t, format] = await Promise.all([getTranslations('blog'), getFormatter()]);
  return (
    <article className={styles.article} aria-labelledby="post-title">
      <h1 id="post-title">{post.title}</h1>
      <p className={styles.date}>
        <time dateTime={post.publishedAt}>
          {t('publishedOn', { date: format.dateTime(new Date(post.publishedAt), { dateStyle: 'long' }) })}
        </time>
      </p>
      {post.image && (
        <ResponsivePicture
          image={post.image}
          alt={post.image.alt ?? ''}
          width={post.image.width ?? 1600}
          height={post.image.height ?? 800}
          className={styles.cover}
          fetchPriority="high"
        />
      )}
      {post.teaser && <p className={styles.lead}>{post.teaser}</p>}
      {/* Sanitized on the server (docs/product.md §5.4). */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: post.body }} />
      <ShareLinks
        kind="blogPost"
        region={region}
        url={siteUrl(region, post.url)}
        title={post.title}
        className={styles.share}
      />
      <p>
        <Link href={BLOG_PATH} prefetch={false}>
          {t('back')}
        </Link>
      </p>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(buildBlogPostingJsonLd(post, region, siteOrigin(region))) }}
      />
    </article>
  );
}
