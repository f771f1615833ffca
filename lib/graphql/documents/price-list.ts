import { gql, type TypedDocumentNode } from '@apollo/client';
import type { PriceListQuery, PriceListQueryVariables } from '@/lib/graphql/generated/operations';

/** The site's products with net and gross, for the page for employers (anonymous). */
export const PRICE_LIST: TypedDocumentNode<PriceListQuery, PriceListQueryVariables> = gql`
  query PriceList {
    shopProducts {
      id
      kind
      name
      netCents
      vatRate
      vatCents
      grossCents
      currency
      credits
      jobSlots
      resumeContactSlots
      durationDays
      includes
    }
  }
`;
