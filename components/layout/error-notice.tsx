import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** Title and noindex of the German 404 and 410 pages. */
export async function errorNoticeMetadata(kind: 'notFound' | 'gone'): Promise<Metadata> {
  const t = await getTranslations(kind);
  return { title: t('title'), robots: { index: false } };
}

/** The body of the German 404 and 410 pages: what happened and where to go on. */
export async function ErrorNotice({ kind }: { kind: 'notFound' | 'gone' }) {
  const t = await getTranslations();
  return (
    <>
      <h1>{t(`${kind}.title`)}</h1>
      <p>{t(`${kind}.text`)}</p>
      <p>
        <Link href="/jobs" className="button" prefetch={false}>
          {t('notFound.jobs')}
        </Link>{' '}
        <Link href="/" prefetch={false}>
          {t('notFound.home')}
        </Link>
      </p>
    </>
  );
}
