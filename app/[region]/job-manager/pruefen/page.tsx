import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { getPageRegion } from '@/lib/region/page-region';
import { signInHref } from '@/lib/auth/dispatch';
import { firstValue } from '@/lib/routing/search-params';
import { loadModerationQueue, MODERATION_PAGE_SIZE } from '@/lib/data/job-posting';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { reviewAccess } from '@/lib/posting/access';
import { PostingSession } from '@/components/posting/posting-session';
import { ReviewActions } from '@/components/posting/review-actions';
import styles from '@/components/posting/posting.module.scss';

type Props = {
  params: Promise<{ region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PATH = '/job-manager/pruefen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('posting.review');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * The docs/product.md §4 review queue at /job-manager/pruefen (the job manager's German review page, under the
 * docs/product.md §2 /job prefix): new jobs and changes of live jobs waiting on this site, oldest first, for job
 * editors, site admins and administrators to approve or send back with a reason.
 */
export default async function ReviewQueuePage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const viewer = await loadPageViewer(region.id);
  const access = reviewAccess(viewer);
  if (access === 'sign-in') redirect(signInHref(PATH));
  const t = await getTranslations('posting.review');
  if (access === 'forbidden' || !viewer) {
    return (
      <section className={styles.page} aria-labelledby="review-title">
        <h1 id="review-title">{t('heading')}</h1>
        <p>{t('forbidden')}</p>
      </section>
    );
  }
  const page = Math.max(0, Number.parseInt(firstValue((await searchParams).seite) ?? '1', 10) - 1 || 0);
  const queue = await loadModerationQueue(region, viewer.userId, page);
  const format = await getFormatter();
  const pages = Math.ceil(queue.total / MODERATION_PAGE_SIZE);
  return (
    <section className={styles.page} aria-labelledby="review-title">
      <h1 id="review-title">{t('heading')}</h1>
      <p role="status">{t('count', { count: queue.total })}</p>
      <NextIntlClientProvider messages={{ posting: messages.posting }}>
        <PostingSession regionId={region.id} locale={region.DEFAULT_LOCALE}>
          <ol className={styles.chips}>
            {queue.items.map(({ kind, author, submittedAt, posting }) => {
              const fields = posting.revision?.fields ?? posting.fields;
              const date = format.dateTime(new Date(submittedAt), { dateStyle: 'medium', timeStyle: 'short' });
              return (
                <li key={posting.id} className={styles.card}>
                  <article aria-labelledby={`review-${posting.id}`}>
                    <h2 id={`review-${posting.id}`}>{fields.title}</h2>
                    <p>
                      {t(kind)} · {t('organization', { name: posting.organization.name })}
                    </p>
                    <p className={styles.hint}>
                      {author ? t('submitted', { date, author }) : t('submittedAnonymous', { date })}
                    </p>
                    {fields.linkUrl && (
                      <p>
                        <a href={fields.linkUrl} rel="noopener nofollow">
                          {fields.linkUrl}
                        </a>
                      </p>
                    )}
                    {posting.fields.file && (
                      <p>
                        <a href={posting.fields.file.url}>{posting.fields.file.name}</a>
                      </p>
                    )}
                    {fields.description && (
                      <details>
                        <summary>{t('open')}</summary>
                        {/* Stored as the docs/product.md §5 sanitizer kept it, as on the job page. */}
                        <div dangerouslySetInnerHTML={{ __html: fields.description }} />
                      </details>
                    )}
                    <ReviewActions id={posting.id} title={fields.title} />
                  </article>
                </li>
              );
            })}
          </ol>
        </PostingSession>
      </NextIntlClientProvider>
      {pages > 1 && (
        <nav className={styles.actions} aria-label={t('heading')}>
          {page > 0 ? <Link href={`${PATH}?seite=${page}`}>{t('previous')}</Link> : <span />}
          {page + 1 < pages && <Link href={`${PATH}?seite=${page + 2}`}>{t('next')}</Link>}
        </nav>
      )}
    </section>
  );
}
