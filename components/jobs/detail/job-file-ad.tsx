import { getFormatter, getTranslations } from 'next-intl/server';
import type { GetJobQuery } from '@/lib/graphql/generated/operations';
import styles from './job-article.module.scss';

type Job = NonNullable<GetJobQuery['getJob']>;
type File = NonNullable<Job['file']>;

/**
 * A job_per_file ad (docs/product-decisions.md "PDF ads as page images"): its pages as images the server
 * rendered (the site's CSP keeps PDFs out of frames), the PDF's text in a disclosure for screen readers,
 * copying and search engines (it is in the HTML either way), and the download. Pages not rendered (yet):
 * the text is shown openly instead.
 */
export async function JobFileAd({ job, file }: { job: Job; file: File }) {
  const t = await getTranslations('job');
  const format = await getFormatter();
  const pages = job.adPages ?? [];
  const text = job.description && (
    <div className={styles.description} dangerouslySetInnerHTML={{ __html: job.description }} />
  );
  return (
    <section aria-labelledby="job-file">
      <h2 id="job-file">{t('fileAd')}</h2>
      {pages.length > 0 && (
        <ol className={styles.adPages}>
          {pages.map((page) => (
            <li key={page.page}>
              <img
                src={page.url}
                width={page.width}
                height={page.height}
                alt={t('fileAdPageAlt', { page: page.page })}
                // The first page is the ad's head, in view at once; the rest load as the reader scrolls.
                loading={page.page === 1 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </li>
          ))}
        </ol>
      )}
      <p>
        <a href={file.url} download>
          {t('fileAdDownload', {
            size: format.number(file.size / 1024 / 1024, { maximumFractionDigits: 1 }) + ' MB',
          })}
        </a>
      </p>
      {text &&
        (pages.length > 0 ? (
          <details className={styles.adText}>
            <summary>{t('fileAdText')}</summary>
            {text}
          </details>
        ) : (
          <>
            <h3>{t('fileAdText')}</h3>
            {text}
          </>
        ))}
    </section>
  );
}
