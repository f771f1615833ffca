import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { getPageRegion } from '@/lib/region/page-region';
import type { PageQuery } from '@/lib/routing/search-params';
import { signInHref } from '@/lib/auth/dispatch';
import { orderAction } from '@/lib/actions/commerce-actions';
import {
  ADMIN_ORDERS_PATH,
  adminOrdersHref,
  orderAdminAccess,
  ORDER_STATUSES,
  parseAdminOrdersQuery,
} from '@/lib/commerce/admin-orders';
import { loadSiteOrders, ORDERS_PAGE_SIZE } from '@/lib/data/commerce';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { formatCents } from '@/lib/contract';
import { paymentDayBounds } from '@/lib/commerce/payment-day';
import { WorkspaceNav } from '@/components/workspace/workspace-nav';
import { AdminOrderActions } from '@/components/commerce/admin-order-actions';
import { OrderCard } from '@/components/commerce/order-card';
import { OrdersPaging } from '@/components/commerce/orders-paging';
import styles from '@/components/commerce/commerce.module.scss';

type Props = { params: Promise<{ region: string }>; searchParams: Promise<PageQuery> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('commerce.admin');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * The site's orders for administrators and site admins: newest first, by status (?status=), ten a page (?seite=).
 * Pending orders are marked paid or cancelled, paid ones cancelled or refunded, each after a confirmation;
 * the list comes back with a notice naming the order (?meldung=…&bestellung=…).
 */
export default async function SiteOrdersPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const query = parseAdminOrdersQuery(await searchParams);
  const viewer = await loadPageViewer(region.id);
  const access = orderAdminAccess(viewer);
  if (access === 'sign-in' || !viewer) redirect(signInHref(adminOrdersHref({ ...query, notice: null })));
  const t = await getTranslations('commerce.admin');
  if (access === 'forbidden') {
    return (
      <section className={styles.page} aria-labelledby="orders-title">
        <h1 id="orders-title">{t('heading')}</h1>
        <p>{t('forbidden')}</p>
      </section>
    );
  }
  const tStatus = await getTranslations('commerce.order.statuses');
  const orders = await loadSiteOrders({ region, userId: viewer.userId }, query.status, query.page);
  const pages = orders ? Math.ceil(orders.total / ORDERS_PAGE_SIZE) : 0;
  const notice = query.notice;
  const now = new Date();
  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <WorkspaceNav current="orders" roles={viewer.roles} />
      <h1 id="orders-title">{t('heading')}</h1>
      <p className={styles.intro}>{t('intro', { site: region.SITENAME })}</p>
      <div role="status">
        {notice && (
          <p id="meldung" className={styles.notice} tabIndex={-1}>
            {t(`notices.${notice.kind}`, { number: notice.number })}
          </p>
        )}
      </div>
      <form method="get" action={ADMIN_ORDERS_PATH} className={styles.filters} aria-label={t('filter')}>
        <label>
          {t('status')}
          <select name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('allStatuses')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tStatus(status)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {t('apply')}
        </button>
      </form>
      <p>{t('count', { count: orders?.total ?? 0 })}</p>
      <NextIntlClientProvider messages={{ commerce: { admin: messages.commerce.admin } }}>
        <ol className={styles.cards}>
          {(orders?.orders ?? []).map((order) => (
            <li key={order.id}>
              <OrderCard order={order} currencyPosition={region.CURRENCY_POSITION} heading="h2" showOrganization>
                <AdminOrderActions
                  order={{ id: order.id, number: order.number, status: order.status }}
                  amount={formatCents(order.grossCents, order.currency, region.CURRENCY_POSITION)}
                  back={{ status: query.status, page: query.page }}
                  paymentDay={paymentDayBounds(order.invoices, now)}
                  action={orderAction}
                />
              </OrderCard>
            </li>
          ))}
        </ol>
      </NextIntlClientProvider>
      <OrdersPaging
        page={query.page}
        pages={pages}
        label={t('paging')}
        href={(n) => adminOrdersHref({ status: query.status, page: n, notice: null })}
      />
    </section>
  );
}
