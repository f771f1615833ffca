import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { confirmErasureAction } from '@/lib/actions/privacy-actions';
import { erasureLink } from '@/lib/data/privacy';
import { DATA_PATH } from '@/lib/data/privacy-paths';
import styles from '@/components/privacy/privacy.module.scss';

type Props = { params: Promise<{ region: string; token: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('privacy.confirm');
  // The path holds the link's secret: no search engine, and no Referer to other sites.
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * The page the erasure mail links to. Opening it changes nothing (mail scanners open links); only its button
 * POSTs. The link alone is enough: it proves the inbox, and it was asked for from the signed-in account.
 */
export default async function ConfirmErasurePage({ params }: Props) {
  const region = await getPageRegion(params);
  const { token } = await params;
  const t = await getTranslations('privacy.confirm');
  const state = (await erasureLink({ region, userId: null }, token)).toLowerCase() as 'valid' | 'expired' | 'unknown';
  return (
    <section className={styles.page} aria-labelledby="confirm-title">
      <h1 id="confirm-title">{t('heading')}</h1>
      {state === 'valid' ? (
        <>
          <p>{t('valid')}</p>
          <form action={confirmErasureAction}>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={`button ${styles.danger}`}>
              {t('button')}
            </button>
          </form>
        </>
      ) : (
        <>
          <p role="alert" className={styles.alert}>
            {t(state)}
          </p>
          <Link href={DATA_PATH} prefetch={false}>
            {t('toData')}
          </Link>
        </>
      )}
    </section>
  );
}
