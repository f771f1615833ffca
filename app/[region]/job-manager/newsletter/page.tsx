import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { signInHref } from '@/lib/auth/dispatch';
import { loadNewsletterCount } from '@/lib/data/newsletter';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { WorkspaceNav } from '@/components/workspace/workspace-nav';
import styles from '@/components/workspace/team/team.module.scss';

const PAGE = '/job-manager/newsletter';

type Props = { params: Promise<{ region: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('newsletter.admin');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /job-manager/newsletter: the site's confirmed newsletter subscribers, counted, and their download as CSV, for
 * administrators and the site's admins (docs/product-decisions.md "Newsletter").
 */
export default async function NewsletterAdminPage({ params }: Props) {
  const region = await getPageRegion(params);
  const viewer = await loadPageViewer(region.id);
  const answer = await loadNewsletterCount(region, viewer?.userId ?? null);
  if (answer.status === 'off') notFound();
  if (answer.status === 'sign-in') redirect(signInHref(PAGE));
  const t = await getTranslations('newsletter.admin');
  if (answer.status === 'forbidden')
    return (
      <section className={styles.page} aria-labelledby="newsletter-admin-title">
        <h1 id="newsletter-admin-title">{t('heading')}</h1>
        <p>{t('adminsOnly')}</p>
      </section>
    );
  return (
    <section className={styles.page} aria-labelledby="newsletter-admin-title">
      <WorkspaceNav current="newsletter" roles={viewer?.roles} />
      <h1 id="newsletter-admin-title">{t('heading')}</h1>
      <p>{t('count', { count: answer.count })}</p>
      <p className={styles.hint}>{t('intro')}</p>
      <p>
        <a href={`${PAGE}/export`} className="button" download>
          {t('download')}
        </a>
      </p>
    </section>
  );
}
