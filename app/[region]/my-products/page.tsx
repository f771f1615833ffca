import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { loadCredits, loadOrganizationOrders, loadSubscriptions, ORDERS_PAGE_SIZE } from '@/lib/data/commerce';
import { loadWorkspaceContext } from '@/lib/data/team';
import { EmployersOnly } from '@/components/posting/employers-only';
import { wizardViewer } from '@/components/posting/wizard-gate';
import { WorkspaceNav } from '@/components/workspace/workspace-nav';
import { CreditBalances } from '@/components/commerce/credit-balances';
import { OrderCard } from '@/components/commerce/order-card';
import { OrdersPaging } from '@/components/commerce/orders-paging';
import { SubscriptionList } from '@/components/commerce/subscription-list';
import styles from '@/components/commerce/commerce.module.scss';

type Props = { params: Promise<{ region: string }>; searchParams: Promise<PageQuery> };

const PATH = '/my-products';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('commerce.myProducts');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * docs/product.md §2 /my-products ("Guthaben & Rechnungen"): the active organization's credit balances
 * (docs/product.md §7 getCredits), its subscriptions on every frontend (docs/product.md §7 getSubscriptions,
 * docs/product.md §8 errors), and its orders with their invoices, ten a page (?seite=). Each part that fails to load
 * says so on its own; the rest of the page stays.
 */
export default async function MyProductsPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const viewer = await wizardViewer(region, PATH);
  if (!viewer) return <EmployersOnly region={region} back={PATH} />;
  const t = await getTranslations('commerce.myProducts');
  const links = await getTranslations('commerce.links');
  const audience = { region, userId: viewer.userId };
  const organization = (await loadWorkspaceContext(audience)).activeOrganization;
  if (!organization) {
    return (
      <section className={styles.page} aria-labelledby="products-title">
        <WorkspaceNav current="products" roles={viewer.roles} />
        <h1 id="products-title">{t('heading')}</h1>
        <p>{t('noOrganization')}</p>
      </section>
    );
  }
  const page = Math.min(Math.max(0, (Number.parseInt(firstValue((await searchParams).seite), 10) || 1) - 1), 999);
  const [credits, subscriptions, orders] = await Promise.all([
    loadCredits(audience, organization.id),
    loadSubscriptions(audience, organization.id),
    // A failing order list must not take the balances with it.
    loadOrganizationOrders(audience, page).catch(() => 'failed' as const),
  ]);
  const pages = orders && orders !== 'failed' ? Math.ceil(orders.total / ORDERS_PAGE_SIZE) : 0;
  return (
    <section className={styles.page} aria-labelledby="products-title">
      <WorkspaceNav current="products" roles={viewer.roles} />
      <h1 id="products-title">{t('heading')}</h1>
      <p className={styles.intro}>{t('intro', { organization: organization.name })}</p>
      <p className={styles.actions}>
        <Link className="button" href="/checkout" prefetch={false}>
          {links('buyCredits')}
        </Link>
        {region.FEATURES.SUBSCRIPTIONS_FEATURE_ACTIVE && (
          <Link className="button button-secondary" href="/checkout?produkt=subscription-monthly" prefetch={false}>
            {links('buySubscription')}
          </Link>
        )}
      </p>
      <section className={styles.section} aria-labelledby="credits-heading">
        <h2 id="credits-heading">{t('credits')}</h2>
        <CreditBalances balances={credits.balances} failed={credits.failed} regionId={region.id} />
      </section>
      <section className={styles.section} aria-labelledby="subscriptions-heading">
        <h2 id="subscriptions-heading">{t('subscriptions')}</h2>
        <SubscriptionList
          subscriptions={subscriptions.subscriptions}
          errors={subscriptions.errors}
          failed={subscriptions.failed}
        />
      </section>
      <section className={styles.section} aria-labelledby="orders-heading">
        <h2 id="orders-heading">{t('orders')}</h2>
        {orders === 'failed' || !orders ? (
          <p className={styles.problems}>{t('ordersError')}</p>
        ) : orders.orders.length === 0 ? (
          <p>{t('noOrders')}</p>
        ) : (
          <ol className={styles.cards}>
            {orders.orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} currencyPosition={region.CURRENCY_POSITION} />
              </li>
            ))}
          </ol>
        )}
        <OrdersPaging
          page={page}
          pages={pages}
          label={t('paging')}
          href={(n) => (n > 0 ? `${PATH}?seite=${n + 1}` : PATH)}
        />
      </section>
    </section>
  );
}
