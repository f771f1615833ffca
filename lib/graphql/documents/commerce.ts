import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CancelOrderMutation,
  CancelOrderMutationVariables,
  CheckoutQuery,
  CheckoutQueryVariables,
  CheckoutQuoteQuery,
  CheckoutQuoteQueryVariables,
  MarkOrderPaidMutation,
  MarkOrderPaidMutationVariables,
  MyCreditsQuery,
  MyCreditsQueryVariables,
  MySubscriptionsQuery,
  MySubscriptionsQueryVariables,
  OrganizationOrdersQuery,
  OrganizationOrdersQueryVariables,
  PlaceOrderMutation,
  PlaceOrderMutationVariables,
  RefundOrderMutation,
  RefundOrderMutationVariables,
  ShopProductsQuery,
  ShopProductsQueryVariables,
  SiteOrdersQuery,
  SiteOrdersQueryVariables,
} from '../generated/operations';

const PRODUCT = gql`
  fragment ShopProductFields on ShopProduct {
    id
    sku
    kind
    name
    netCents
    currency
    credits
    jobSlots
    resumeContactSlots
    durationDays
  }
`;

const CUSTOMER = gql`
  fragment CustomerProfileFields on CustomerProfile {
    companyName
    email
    firstName
    lastName
    vatNumber
    leitwegId
    address {
      countryCode
      addressLine1
      addressLine2
      locality
      zip
    }
  }
`;

const ORDER = gql`
  ${CUSTOMER}
  fragment OrderFields on Order {
    id
    number
    status
    organizationId
    organizationName
    frontend
    createdAt
    paidAt
    paymentDate
    dueDate
    items {
      sku
      name
      quantity
      unitNetCents
    }
    netCents
    vatRate
    vatTreatment
    vatCents
    grossCents
    currency
    paymentMethod
    orderReference
    customerProfile {
      ...CustomerProfileFields
    }
    invoices {
      id
      number
      kind
      issuedAt
      dueDate
      grossCents
      pdfUrl
      xrechnungUrl
    }
  }
`;

/** The checkout of the active organization: products, the kept customer profile and the order key. */
export const CHECKOUT: TypedDocumentNode<CheckoutQuery, CheckoutQueryVariables> = gql`
  ${PRODUCT}
  ${CUSTOMER}
  query Checkout {
    checkout {
      organizationId
      organizationName
      products {
        ...ShopProductFields
      }
      customerProfile {
        ...CustomerProfileFields
      }
      asksOrderReference
      orderKey
    }
  }
`;

export const SHOP_PRODUCTS: TypedDocumentNode<ShopProductsQuery, ShopProductsQueryVariables> = gql`
  ${PRODUCT}
  query ShopProducts {
    shopProducts {
      ...ShopProductFields
    }
  }
`;

export const CHECKOUT_QUOTE: TypedDocumentNode<CheckoutQuoteQuery, CheckoutQuoteQueryVariables> = gql`
  ${PRODUCT}
  query CheckoutQuote($input: CheckoutQuoteInput!) {
    checkoutQuote(input: $input) {
      product {
        ...ShopProductFields
      }
      quantity
      netCents
      vatRate
      vatTreatment
      vatCents
      grossCents
      currency
      vatNote
      errors {
        field
        message
      }
    }
  }
`;

export const PLACE_ORDER: TypedDocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables> = gql`
  ${ORDER}
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        ...OrderFields
      }
      alreadyPlaced
      errors {
        field
        message
      }
    }
  }
`;

export const ORGANIZATION_ORDERS: TypedDocumentNode<OrganizationOrdersQuery, OrganizationOrdersQueryVariables> = gql`
  ${ORDER}
  query OrganizationOrders($limit: Int, $offset: Int) {
    organizationOrders(limit: $limit, offset: $offset) {
      total
      orders {
        ...OrderFields
      }
    }
  }
`;

export const SITE_ORDERS: TypedDocumentNode<SiteOrdersQuery, SiteOrdersQueryVariables> = gql`
  ${ORDER}
  query SiteOrders($status: OrderStatus, $limit: Int, $offset: Int) {
    siteOrders(status: $status, limit: $limit, offset: $offset) {
      total
      orders {
        ...OrderFields
      }
    }
  }
`;

/**
 * docs/product.md §7 getCredits of the active organization (credits and subscriptions are asked apart:
 * docs/product.md §8 has a text for each).
 */
export const MY_CREDITS: TypedDocumentNode<MyCreditsQuery, MyCreditsQueryVariables> = gql`
  query MyCredits($organizationId: ID) {
    getCredits(organizationId: $organizationId) {
      amount
      label
      organizationName
      type
      frontend
    }
  }
`;

/**
 * docs/product.md §6.4: subscriptions of every site (frontend) are listed; 100 is the docs/product.md §7 default page
 * and more than any organization holds.
 */
export const MY_SUBSCRIPTIONS: TypedDocumentNode<MySubscriptionsQuery, MySubscriptionsQueryVariables> = gql`
  query MySubscriptions($organizationId: ID) {
    getSubscriptions(
      limit: 100
      showSubscriptionsFromAllFrontends: true
      organizationId: $organizationId
      sorting: [{ field: "endDate", value: "desc" }]
    ) {
      total
      errors
      subscriptions {
        id
        startDate
        endDate
        label
        organizationName
        availableJobSlots
        usageResumeContactSlots {
          active
          available
          total
        }
        status {
          label
          value
        }
        type
        frontend
        product {
          id
          name
        }
      }
    }
  }
`;

const ORDER_STATE = gql`
  fragment OrderStateFields on Order {
    id
    number
    status
  }
`;

export const MARK_ORDER_PAID: TypedDocumentNode<MarkOrderPaidMutation, MarkOrderPaidMutationVariables> = gql`
  ${ORDER_STATE}
  mutation MarkOrderPaid($orderId: ID!, $paymentDate: String) {
    markOrderPaid(orderId: $orderId, paymentDate: $paymentDate) {
      ...OrderStateFields
    }
  }
`;

export const CANCEL_ORDER: TypedDocumentNode<CancelOrderMutation, CancelOrderMutationVariables> = gql`
  ${ORDER_STATE}
  mutation CancelOrder($orderId: ID!, $reason: String!) {
    cancelOrder(orderId: $orderId, reason: $reason) {
      ...OrderStateFields
    }
  }
`;

export const REFUND_ORDER: TypedDocumentNode<RefundOrderMutation, RefundOrderMutationVariables> = gql`
  ${ORDER_STATE}
  mutation RefundOrder($orderId: ID!, $reason: String!) {
    refundOrder(orderId: $orderId, reason: $reason) {
      ...OrderStateFields
    }
  }
`;
