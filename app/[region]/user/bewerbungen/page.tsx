import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { signInHref } from '@/lib/auth/dispatch';
import { firstValue } from '@/lib/routing/search-params';
import { loadMyApplications, MY_APPLICATIONS_PAGE_SIZE } from '@/lib/data/applications';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { MyApplicationList } from '@/components/my-applications/my-application-list';
import { OrdersPaging } from '@/components/commerce/orders-paging';
import styles from '@/components/applications/applications.module.scss';

type Props = {
  params: Promise<{ region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PATH = '/user/bewerbungen';
const pageHref = (page: number) => (page > 0 ? `${PATH}?seite=${page + 1}` : PATH);

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('myApplications');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * "Meine Bewerbungen": every application the signed-in user sent on this site, newest first, 20 a
 * page (?seite=, 1-based), with the status the employer sets in the inbox, or where the site has none, that they went
 * by mail. Signed-out visitors sign in and
 * come back.
 */
export default async function MyApplicationsPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const query = await searchParams;
  const viewer = await loadPageViewer(region.id);
  const page = Math.max(0, Number.parseInt(firstValue(query.seite) || '1', 10) - 1 || 0);
  if (!viewer) redirect(signInHref(pageHref(page)));
  const data = await loadMyApplications(region, viewer.userId, page);
  const t = await getTranslations('myApplications');
  // Without the site's inbox no status is ever set (docs/product-decisions.md "Applicant management off").
  const byMail = !region.FEATURES.APPLICANT_FEATURE_ACTIVE;
  return (
    <section className={styles.page} aria-labelledby="my-applications-title">
      <h1 id="my-applications-title">{t('heading')}</h1>
      <p>{t(byMail ? 'introByMail' : 'intro')}</p>
      <MyApplicationList data={data} byMail={byMail} />
      <OrdersPaging
        page={page}
        pages={Math.max(1, Math.ceil(data.total / MY_APPLICATIONS_PAGE_SIZE))}
        href={pageHref}
        label={t('pages')}
      />
    </section>
  );
}
