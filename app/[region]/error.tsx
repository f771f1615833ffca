'use client';

import { useTranslations } from 'next-intl';

/** German error page for a failed render; the shell around it still works. */
export default function RegionError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('error');
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <button type="button" className="button" onClick={reset}>
        {t('retry')}
      </button>
    </>
  );
}
