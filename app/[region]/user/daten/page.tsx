import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { signInHref } from '@/lib/auth/dispatch';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { deleteKeptFileAction, requestErasureAction } from '@/lib/actions/privacy-actions';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { loadPrivacyOverview } from '@/lib/data/privacy';
import { DATA_PATH, dataNotice } from '@/lib/data/privacy-paths';
import { DataRights } from '@/components/privacy/data-rights';
import styles from '@/components/privacy/privacy.module.scss';

type Props = { params: Promise<{ region: string }>; searchParams: Promise<PageQuery> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('privacy');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** "Meine Daten" (DSGVO Art. 15, 17, 20) for any signed-in user; signed out: sign in and come back. */
export default async function DataRightsPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const viewer = await loadPageViewer(region.id);
  const overview = await loadPrivacyOverview({ region, userId: viewer?.userId ?? null });
  if (!overview) {
    const t = await getTranslations('privacy');
    return (
      <section className={styles.page} aria-labelledby="data-title">
        <h1 id="data-title">{t('heading')}</h1>
        <p>{t('signedOut')}</p>
        <Link href={signInHref(DATA_PATH)} className="button" prefetch={false}>
          {t('signIn')}
        </Link>
      </section>
    );
  }
  const notice = dataNotice(firstValue((await searchParams).hinweis));
  return (
    <DataRights {...overview} notice={notice} requestErasure={requestErasureAction} deleteFile={deleteKeptFileAction} />
  );
}
