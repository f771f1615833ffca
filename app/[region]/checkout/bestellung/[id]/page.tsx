import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { findOrganizationOrder, loadCredits, loadShopProducts } from '@/lib/data/commerce';
import { EmployersOnly } from '@/components/posting/employers-only';
import { wizardViewer } from '@/components/posting/wizard-gate';
import { OrderCard } from '@/components/commerce/order-card';
import { OrderBooked } from '@/components/commerce/order-booked';
import { returnJobOf } from '@/lib/commerce/return-job';
import { wizardPath } from '@/lib/posting/wizard-steps';
import styles from '@/components/commerce/commerce.module.scss';

type Props = { params: Promise<{ region: string; id: string }>; searchParams: Promise<PageQuery> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('commerce.result');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * Where "Zahlungspflichtig bestellen" lands: the order's number, what it booked (credits, a subscription),
 * its invoice downloads (PDF, XRechnung) and the way to /my-products; reached from a waiting job
 * (`?job=`, of the order's organization), first of all the way back to it. `?bereits=1`: the order key had placed
 * this order before, which the page says calmly (nothing was bought twice).
 */
export default async function OrderResultPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const { id } = await params;
  const here = `/checkout/bestellung/${encodeURIComponent(id)}`;
  const viewer = await wizardViewer(region, here);
  if (!viewer) return <EmployersOnly region={region} back={here} />;
  const t = await getTranslations('commerce.result');
  const tl = await getTranslations('commerce.links');
  const audience = { region, userId: viewer.userId };
  const order = id.length <= 64 ? await findOrganizationOrder(audience, id) : null;
  const search = await searchParams;
  const again = firstValue(search.bereits) === '1';
  const job = order ? await returnJobOf(region, viewer.userId, order.organizationId, firstValue(search.job)) : null;
  const links = (
    <p className={styles.actions}>
      {job && (
        <Link className="button" href={wizardPath(job.id, 'vorschau')} prefetch={false}>
          {t('backToJob')}
          {job.title && <span className="visually-hidden">: {job.title}</span>}
        </Link>
      )}
      <Link className={job ? 'button button-secondary' : 'button'} href="/my-products" prefetch={false}>
        {tl('myProducts')}
      </Link>
      <Link className="button button-secondary" href="/job/wizard" prefetch={false}>
        {t('postJob')}
      </Link>
    </p>
  );
  if (!order) {
    return (
      <section className={styles.page} aria-labelledby="result-title">
        <h1 id="result-title">{t('headingAgain')}</h1>
        <p>{t('missing')}</p>
        {links}
      </section>
    );
  }
  const [products, credits] = await Promise.all([
    loadShopProducts(audience),
    loadCredits(audience, order.organizationId),
  ]);
  return (
    <section className={styles.page} aria-labelledby="result-title">
      <h1 id="result-title">{again ? t('headingAgain') : t('heading')}</h1>
      <div role="status" className={styles.notice}>
        <p>{again ? t('alreadyPlaced', { number: order.number }) : t('placed', { number: order.number })}</p>
        <OrderBooked order={order} products={products} balances={credits.balances} />
        <p>{t('mailed', { email: order.customerProfile.email })}</p>
      </div>
      {links}
      <OrderCard order={order} currencyPosition={region.CURRENCY_POSITION} heading="h2" />
    </section>
  );
}
