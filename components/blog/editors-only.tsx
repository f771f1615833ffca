import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { BLOG_PATH } from '@/lib/contract';
import styles from './blog.module.scss';

/** What a signed-in user who does not write this site's blog sees on its editor's pages. */
export async function EditorsOnly({ region }: { region: Region }) {
  const t = await getTranslations('blog.editor.editorsOnly');
  const tb = await getTranslations('blog');
  return (
    <section className={styles.page} aria-labelledby="editors-only">
      <h1 id="editors-only">{t('title')}</h1>
      <p>{t('text', { siteName: region.SITENAME })}</p>
      <p>
        <Link href={BLOG_PATH} prefetch={false}>
          {tb('back')}
        </Link>
      </p>
    </section>
  );
}
