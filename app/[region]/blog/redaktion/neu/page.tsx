import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { NEW_BLOG_POST_PATH } from '@/lib/blog/blog-pages';
import { blogEditorViewer } from '@/components/blog/blog-editor-gate';
import { BlogEditor } from '@/components/blog/blog-editor';
import { EditorsOnly } from '@/components/blog/editors-only';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('blog.editor');
  return { title: t('newHeading'), robots: { index: false } };
}

/** /blog/redaktion/neu: a new post; its first save makes it a draft and leads to its own page. */
export default async function NewBlogPostPage({ params }: { params: RegionParams }) {
  const region = await getPageRegion(params);
  const viewer = await blogEditorViewer(region, NEW_BLOG_POST_PATH);
  if (!viewer) return <EditorsOnly region={region} />;
  return <BlogEditor region={region} post={null} outcome={null} />;
}
