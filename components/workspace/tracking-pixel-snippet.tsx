import { getTranslations } from 'next-intl/server';
import { CopySnippetButton } from './copy-snippet-button';
import styles from './tracking-pixel-snippet.module.scss';

/**
 * The job's tracking pixel as HTML to copy (docs/product.md §1 JOB_TRACKING_PIXEL): an invisible image for the
 * employer's career page or applicant tracking system. The code is in a read-only field, so it can be selected and
 * copied without script; the button copies it in one step.
 */
export async function TrackingPixelSnippet({ url, siteName }: { url: string; siteName: string }) {
  const t = await getTranslations('analytics.pixel');
  const snippet = `<img src="${url}" width="1" height="1" alt="" style="position:absolute;border:0">`;
  return (
    <section aria-labelledby="tracking-pixel-title">
      <h2 id="tracking-pixel-title">{t('heading')}</h2>
      <p id="tracking-pixel-intro">{t('intro', { siteName })}</p>
      <label htmlFor="tracking-pixel-code">{t('label')}</label>
      <textarea
        id="tracking-pixel-code"
        className={styles.snippet}
        readOnly
        rows={3}
        value={snippet}
        aria-describedby="tracking-pixel-intro"
      />
      <CopySnippetButton
        targetId="tracking-pixel-code"
        labels={{ copy: t('copy'), copied: t('copied'), failed: t('copyFailed') }}
      />
    </section>
  );
}
