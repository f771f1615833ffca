'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import type { BookmarkSite } from './bookmark-api';
import { BOOKMARK_NOTICE_ID } from '@/lib/data/bookmark-paths';
import { showAccountIds, useBookmarks } from './bookmark-store';

/**
 * Keeps the page's toggles and the header's count in step with the account's Merkliste the server rendered: after
 * the page's own forms the server's list is the newer; after the browser's list was merged into the account (on
 * the first page after sign-in) the store's is, and the page is rendered again to show it. After a form, focus goes
 * to what it did: without script the address's fragment does that, a form sent by script lands here.
 */
export function BookmarkSync({
  site,
  jobIds,
  notice,
}: {
  site: BookmarkSite;
  jobIds: readonly string[];
  notice: string | null;
}) {
  const router = useRouter();
  const { phase, merges } = useBookmarks(site);
  const shownMerges = useRef(0);
  useEffect(() => {
    if (phase !== 'account') return;
    if (merges !== shownMerges.current) {
      shownMerges.current = merges;
      router.refresh();
    } else showAccountIds(jobIds);
  }, [phase, merges, jobIds, router]);
  useEffect(() => {
    if (notice) document.getElementById(BOOKMARK_NOTICE_ID)?.focus();
  }, [notice, jobIds]);
  return null;
}
