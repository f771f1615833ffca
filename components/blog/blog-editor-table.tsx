import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { BlogEditorPostsQuery } from '@/lib/graphql/generated/operations';
import { blogEditorPostPath } from '@/lib/blog/blog-pages';
// The change log's table: one look for the workspace's tables.
import styles from '@/components/workspace/team/team.module.scss';

type Row = BlogEditorPostsQuery['blogEditorPosts']['posts'][number];

/** The editors' list of every post of the site: title (the way to edit it), state and dates. */
export async function BlogEditorTable({ posts }: { posts: Row[] }) {
  const [t, format] = await Promise.all([getTranslations('blog.editor'), getFormatter()]);
  const date = (value: string | null) => (value ? format.dateTime(new Date(value), { dateStyle: 'medium' }) : null);
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{t('tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.title')}</th>
            <th scope="col">{t('columns.state')}</th>
            <th scope="col">{t('columns.published')}</th>
            <th scope="col">{t('columns.updated')}</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => (
            <tr key={post.id}>
              <td>
                <Link
                  href={blogEditorPostPath(post.id)}
                  aria-label={t('editLink', { title: post.title })}
                  prefetch={false}
                >
                  {post.title}
                </Link>
              </td>
              <td>{t(`states.${post.state}`)}</td>
              <td>{date(post.publishedAt) ?? t('notYet')}</td>
              <td>{date(post.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
