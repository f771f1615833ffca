import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { MAX_BOOKMARKS } from '@/lib/contract';
import { signInHref } from '@/lib/auth/dispatch';
import { getPageRegion } from '@/lib/region/page-region';
import { cleanLink } from '@/lib/routing/links';
import { firstValue } from '@/lib/routing/search-params';
import { bookmarkNotice, bookmarksHref } from '@/lib/data/bookmark-paths';
import { loadMyBookmarks } from '@/lib/data/bookmarks';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { BookmarkList } from '@/components/bookmarks/bookmark-list';
import { BookmarkSync } from '@/components/bookmarks/bookmark-sync';
import { BrowserBookmarks } from '@/components/bookmarks/browser-bookmarks';
import { RemoveAllBookmarksForm, RemoveBookmarkForm } from '@/components/bookmarks/remove-forms';
import styles from '@/components/bookmarks/bookmarks.module.scss';

type Props = {
  params: Promise<{ region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('bookmarks');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * The Merkliste (public /merkliste, docs/product-decisions.md "Merkliste"), where the site has it on (the proxy
 * answers 404 elsewhere). Signed in: the account's list from the server, with forms that work without script.
 * Not signed in: the list this browser keeps, shown by a script from its storage.
 */
export default async function BookmarksPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  if (!region.FEATURES.BOOKMARKS_FEATURE_ACTIVE) notFound();
  const t = await getTranslations('bookmarks');
  const site = { regionId: region.id, locale: region.DEFAULT_LOCALE };
  const jobsHref = cleanLink('internal:/jobs', region);
  const viewer = await loadPageViewer(region.id);
  const heading = <h1 id="merkliste-titel">{t('heading')}</h1>;

  if (!viewer)
    return (
      <section className={styles.page} aria-labelledby="merkliste-titel">
        {heading}
        <p>
          {t('introBrowser', { limit: MAX_BOOKMARKS })} <a href={signInHref(bookmarksHref(region))}>{t('signIn')}</a>
        </p>
        <noscript>
          <p className={styles.notice}>{t('needsScript')}</p>
        </noscript>
        {/* Client islands get only the namespaces they use. */}
        <NextIntlClientProvider messages={{ bookmarks: messages.bookmarks }}>
          <BrowserBookmarks site={site} jobsHref={jobsHref} />
        </NextIntlClientProvider>
      </section>
    );

  const list = await loadMyBookmarks({ region, userId: viewer.userId });
  const key = bookmarkNotice(firstValue((await searchParams).hinweis));
  const notice = key && t(key);
  return (
    <section className={styles.page} aria-labelledby="merkliste-titel">
      {heading}
      <p>{t('introAccount', { limit: list.limit })}</p>
      <BookmarkList
        items={list.items}
        jobsHref={jobsHref}
        notice={notice}
        removeOne={(item, label) => <RemoveBookmarkForm jobId={item.job.jobId} label={label} />}
        removeAll={<RemoveAllBookmarksForm />}
      />
      <BookmarkSync site={site} jobIds={list.items.map((item) => item.job.jobId)} notice={notice} />
    </section>
  );
}
