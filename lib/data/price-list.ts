import 'server-only';
import { serverQuery } from '@/lib/data/graphql';
import { PRICE_LIST } from '@/lib/graphql/documents/price-list';
import type { PriceListQuery } from '@/lib/graphql/generated/operations';
import type { Region } from '@/regions/build-region';

export type PriceListEntry = PriceListQuery['shopProducts'][number];

/** What the site sells with net and gross, as anyone may read it (the page for employers). */
export async function loadPriceList(region: Pick<Region, 'id' | 'DEFAULT_LOCALE'>): Promise<PriceListEntry[]> {
  const { data, error } = await serverQuery(
    { region, locale: region.DEFAULT_LOCALE, userId: null },
    { query: PRICE_LIST },
  );
  if (error) throw error;
  return data!.shopProducts;
}
