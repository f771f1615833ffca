import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { regionNames } from '@/lib/region/region-names';
import { siteUrl } from '@/regions/site-origin';
import { cleanLink } from '@/lib/routing/links';
import { EMPLOYERS_PAGE } from '@/lib/routing/employer-paths';
import { loadPriceList } from '@/lib/data/price-list';
import { EmployerActions } from '@/components/employers/employer-actions';
import { OfferIncludes } from '@/components/employers/offer-includes';
import { PriceTable } from '@/components/employers/price-table';
import { ReviewPolicy } from '@/components/employers/review-policy';
import styles from '@/components/employers/employers-page.module.scss';

type Props = { params: Promise<{ region: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const region = await getPageRegion(params);
  const t = await getTranslations('employersPage');
  const vars = { ...regionNames(region), siteName: region.SITENAME };
  return {
    title: t('metaTitle', vars),
    description: t('metaDescription', vars),
    alternates: { canonical: siteUrl(region, cleanLink(EMPLOYERS_PAGE, region)) },
  };
}

/**
 * The page for employers (public /arbeitgeber-werden, docs/product-decisions.md "The page for employers"):
 * what an ad includes, the site's products with net and gross, how ads are reviewed, and the ways to sign up
 * or get in touch. Server rendered, no client script of its own.
 */
export default async function EmployersPage({ params }: Props) {
  const region = await getPageRegion(params);
  const [t, products] = await Promise.all([getTranslations('employersPage'), loadPriceList(region)]);
  const vars = { ...regionNames(region), siteName: region.SITENAME };
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1>{t('heading', vars)}</h1>
        <p className={styles.lead}>{t('intro', vars)}</p>
        <EmployerActions region={region} />
      </header>
      <OfferIncludes region={region} />
      <PriceTable region={region} products={products} />
      <ReviewPolicy region={region} />
      <section aria-labelledby="start" className={styles.section}>
        <h2 id="start">{t('stepsHeading')}</h2>
        <ol className={styles.steps}>
          <li>{t('steps.register')}</li>
          <li>{t('steps.buy')}</li>
          <li>{t('steps.post')}</li>
        </ol>
        <EmployerActions region={region} />
      </section>
    </div>
  );
}
