import { getTranslations } from 'next-intl/server';
import { bookmarksHref } from '@/lib/data/bookmark-paths';
import type { Region } from '@/regions/build-region';
import { BookmarkHeaderLink } from './bookmark-header-link';

/** The header's entry to the Merkliste, where the site has it on (docs/product.md §1.4). */
export async function BookmarkHeaderEntry({ region }: { region: Region }) {
  if (!region.FEATURES.BOOKMARKS_FEATURE_ACTIVE) return null;
  const t = await getTranslations('bookmarks.header');
  return (
    <BookmarkHeaderLink
      href={bookmarksHref(region)}
      site={{ regionId: region.id, locale: region.DEFAULT_LOCALE }}
      labels={{ label: t('label'), countOne: t('countOne'), countOther: t.raw('countOther') as string }}
    />
  );
}
