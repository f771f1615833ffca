import type { OrderStatus } from '@/lib/graphql/generated/operations';
import type { Viewer } from '@/lib/posting/access';
import type { PageQuery } from '@/lib/routing/search-params';
import { firstValue } from '@/lib/routing/search-params';
import { isOrderAdminRole } from '@/lib/contract';

/** The site's order list for administrators and site admins. */
export const ADMIN_ORDERS_PATH = '/job-manager/bestellungen';

/** Billing is for order admins (the server's one rule); job editors review content and do not handle money. */
export function orderAdminAccess(viewer: Viewer | null): 'sign-in' | 'forbidden' | 'orders' {
  if (!viewer) return 'sign-in';
  return isOrderAdminRole(viewer.roles) ? 'orders' : 'forbidden';
}

export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'cancelled', 'refunded'];

/** What an admin action did, as the list's notice names it. */
export const ORDER_NOTICES = ['paid', 'cancelled', 'refunded'] as const;
export type OrderNotice = (typeof ORDER_NOTICES)[number];

/** Order numbers as the seller's series writes them ("B-2026-00001"); nothing else reaches the page from the address. */
const ORDER_NUMBER = /^[A-Z]{1,4}-\d{4}-\d{1,9}$/;

export type AdminOrdersQuery = {
  status: OrderStatus | null;
  /** Zero-based. */
  page: number;
  notice: { kind: OrderNotice; number: string } | null;
};

/** The list's address: ?status=paid&seite=2, and after an action &meldung=paid&bestellung=B-2026-00001. */
export function parseAdminOrdersQuery(query: PageQuery): AdminOrdersQuery {
  const status = ORDER_STATUSES.find((s) => s === firstValue(query.status)) ?? null;
  const page = Math.min(Math.max(0, (Number.parseInt(firstValue(query.seite), 10) || 1) - 1), 999);
  const kind = ORDER_NOTICES.find((n) => n === firstValue(query.meldung));
  const number = firstValue(query.bestellung);
  return { status, page, notice: kind && ORDER_NUMBER.test(number) ? { kind, number } : null };
}

export function adminOrdersHref({ status, page, notice }: AdminOrdersQuery): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 0) query.set('seite', String(page + 1));
  if (notice) {
    query.set('meldung', notice.kind);
    query.set('bestellung', notice.number);
  }
  const search = query.toString();
  // The notice takes focus where the action's redirect lands.
  return `${ADMIN_ORDERS_PATH}${search ? `?${search}` : ''}${notice ? '#meldung' : ''}`;
}
