import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { BLOG_OUTCOMES, type BlogOutcome } from '@/lib/blog/blog-form';
import { BLOG_EDITOR_PATH, blogEditorPostPath } from '@/lib/blog/blog-pages';
import { loadEditorPost } from '@/lib/data/blog-editor';
import { blogEditorViewer } from '@/components/blog/blog-editor-gate';
import { BlogEditor } from '@/components/blog/blog-editor';
import { EditorsOnly } from '@/components/blog/editors-only';
import styles from '@/components/blog/blog.module.scss';

type Props = { params: Promise<{ region: string; id: string }>; searchParams: Promise<PageQuery> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('blog.editor');
  return { title: t('editHeading'), robots: { index: false } };
}

const OUTCOMES: readonly string[] = Object.values(BLOG_OUTCOMES);

/** /blog/redaktion/<id>: one post of the site in its editor, with what the last save did (?status=). */
export default async function EditBlogPostPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const id = decodeURIComponent((await params).id);
  const viewer = await blogEditorViewer(region, blogEditorPostPath(id));
  if (!viewer) return <EditorsOnly region={region} />;
  const post = await loadEditorPost({ region, userId: viewer.userId }, id);
  if (!post) {
    const t = await getTranslations('blog.editor');
    return (
      <section className={styles.page} aria-labelledby="blog-post-missing">
        <h1 id="blog-post-missing">{t('notFound')}</h1>
        <p>
          <Link href={BLOG_EDITOR_PATH} prefetch={false}>
            {t('back')}
          </Link>
        </p>
      </section>
    );
  }
  const status = firstValue((await searchParams).status);
  const outcome = OUTCOMES.includes(status) ? (status as BlogOutcome) : null;
  return <BlogEditor region={region} post={post} outcome={outcome} />;
}
