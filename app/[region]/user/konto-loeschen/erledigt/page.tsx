import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/privacy/privacy.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('privacy.done');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Where an erasure ends, after the sign-out page has ended the browser's session. */
export default async function AccountErasedPage() {
  const t = await getTranslations('privacy.done');
  return (
    <section className={styles.page} aria-labelledby="erased-title">
      <h1 id="erased-title">{t('heading')}</h1>
      <p role="status">{t('text')}</p>
      <Link href="/" prefetch={false}>
        {t('home')}
      </Link>
    </section>
  );
}
