import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import type { PageQuery } from '@/lib/routing/search-params';
import { BLOG_EDITOR_PATH, blogListPage, NEW_BLOG_POST_PATH } from '@/lib/blog/blog-pages';
import { loadEditorPosts } from '@/lib/data/blog-editor';
import { blogEditorViewer } from '@/components/blog/blog-editor-gate';
import { BlogEditorTable } from '@/components/blog/blog-editor-table';
import { BlogPagination } from '@/components/blog/blog-pagination';
import { EditorsOnly } from '@/components/blog/editors-only';
import styles from '@/components/blog/blog.module.scss';

type Props = { params: RegionParams; searchParams: Promise<PageQuery> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('blog.editor');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /blog/redaktion: every post of the site for its editors (docs/product.md §6 admin-like users of the site), last
 * changed first, 20 a page, and the way to write a new one. Signed out: sign-in first; others: who writes the blog.
 */
export default async function BlogEditorListPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const page = blogListPage((await searchParams).page);
  const viewer = await blogEditorViewer(region, BLOG_EDITOR_PATH);
  if (!viewer) return <EditorsOnly region={region} />;
  const [t, list] = await Promise.all([
    getTranslations('blog.editor'),
    loadEditorPosts({ region, userId: viewer.userId }, page),
  ]);
  return (
    <section className={styles.page} aria-labelledby="blog-editor-list">
      <h1 id="blog-editor-list">{t('heading')}</h1>
      <p>{t('intro', { siteName: region.SITENAME })}</p>
      <p>
        <Link href={NEW_BLOG_POST_PATH} className="button" prefetch={false}>
          {t('new')}
        </Link>
      </p>
      {list.posts.length === 0 ? <p>{t('none')}</p> : <BlogEditorTable posts={list.posts} />}
      <BlogPagination page={page} pages={Math.ceil(list.total / list.pageSize)} base={BLOG_EDITOR_PATH} />
    </section>
  );
}
