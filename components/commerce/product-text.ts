import { formatCents } from '@/lib/contract';
import type { CurrencyPosition } from '@/lib/contract';
import type { ShopProductFieldsFragment } from '@/lib/graphql/generated/operations';

/** next-intl's translator of the `commerce` namespace, on the server and in the browser alike. */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Where a product is used, how long a job ad runs there, and whether the site has resumes (docs/product.md §1.4
 * RESUME_FEATURE_ACTIVE), without which a subscription's contact requests offer nothing.
 */
export type ProductContext = {
  site: string;
  postingDays: number;
  currencyPosition: CurrencyPosition;
  resumeContacts: boolean;
};

/** What a product includes, in plain German ("5 Stellenanzeigen auf …, jede 30 Tage online."). */
export function productIncludes(t: Translate, product: ShopProductFieldsFragment, context: ProductContext): string {
  if (product.kind === 'credits') {
    return t('product.includesCredits', {
      credits: product.credits ?? 0,
      site: context.site,
      days: context.postingDays,
    });
  }
  return t(context.resumeContacts ? 'product.includesSubscription' : 'product.includesSubscriptionJobsOnly', {
    days: product.durationDays ?? 0,
    jobSlots: product.jobSlots ?? 0,
    contacts: product.resumeContactSlots ?? 0,
    site: context.site,
  });
}

/** "1.095,00 € zzgl. USt.", and for a pack of several ads what one costs. */
export function productPrice(t: Translate, product: ShopProductFieldsFragment, context: ProductContext) {
  const money = (cents: number) => formatCents(cents, product.currency, context.currencyPosition);
  const net = t('product.netPrice', { price: money(product.netCents) });
  const perAd =
    product.kind === 'credits' && (product.credits ?? 0) > 1
      ? t('product.perAd', { price: money(Math.round(product.netCents / product.credits!)) })
      : null;
  return { net, perAd };
}
