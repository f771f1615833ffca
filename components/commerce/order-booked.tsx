import { getTranslations } from 'next-intl/server';
import { getRegion } from '@/regions/registry';
import type { OrderFieldsFragment, ShopProductFieldsFragment } from '@/lib/graphql/generated/operations';

type Balance = { amount: number; type: string; frontend: string };

/**
 * What a new order booked, in a sentence each: the job credits added (and the balance now on the order's site)
 * or the subscription that started. Nothing for a cancelled or refunded order.
 */
export async function OrderBooked({
  order,
  products,
  balances,
}: {
  order: OrderFieldsFragment;
  products: ShopProductFieldsFragment[];
  balances: Balance[];
}) {
  if (order.status === 'cancelled' || order.status === 'refunded') return null;
  const t = await getTranslations('commerce.result');
  const site = getRegion(order.frontend)?.SITENAME ?? order.frontend;
  const bought = order.items.map((item) => ({ item, product: products.find((p) => p.sku === item.sku) }));
  const credits = bought.reduce(
    (sum, { item, product }) => sum + (product?.kind === 'credits' ? (product.credits ?? 0) * item.quantity : 0),
    0,
  );
  const subscriptions = bought.filter(({ product }) => product?.kind === 'subscription');
  const balance = balances.find((b) => b.type === 'job' && b.frontend === order.frontend);
  return (
    <>
      {credits > 0 && <p>{t('bookedCredits', { count: credits, site })}</p>}
      {subscriptions.map(({ item }) => (
        <p key={item.sku}>{t('bookedSubscription', { name: item.name, site })}</p>
      ))}
      {credits > 0 && balance && <p>{t('balanceNow', { site, count: balance.amount })}</p>}
    </>
  );
}
