// Orders through the real route handler and database: the organization's and the site's orders,
// the admin operations, support acting for an organization, and what another organization never sees.
import { firstError, gql } from '../../graphql/testing';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationChangeLog, users } from '../../db/schema';
import { as, useResolverFixtures } from '../resolver-testing';
import { buy, checkout, ORDER, useCommerceTesting } from './commerce-testing';

const t = useResolverFixtures();
useCommerceTesting(t);

describe('orders of an organization and of the site', () => {
  it("shows an organization's orders to its recruiters and admin-like users, never to another's", async () => {
    const own = t.fx.ownOrganization[t.fx.recruiter.id];
    await buy(t.db, await as(t.fx.recruiter), 'subscription-monthly');
    const query = `query($o: ID) { organizationOrders(organizationId: $o) { total orders { ${ORDER} } } }`;
    const mine = (await gql(query, {}, await as(t.fx.recruiter))).json.data?.organizationOrders as {
      total: number;
      orders: Array<{ organizationId: string; items: Array<{ sku: string }> }>;
    };
    expect(mine.total).toBeGreaterThanOrEqual(1);
    expect(mine.orders.every((o) => o.organizationId === own)).toBe(true);
    expect(mine.orders[0].items[0].sku).toBe('subscription-monthly');
    expect((await gql(query, { o: own }, await as(t.fx.site_admin))).json.data?.organizationOrders).toMatchObject({
      total: mine.total,
    });
    // A job editor is admin-like for content, not for money (server/commerce/orders/order-admins.ts).
    expect(firstError(await gql(query, { o: own }, await as(t.fx.job_editor)))?.code).toBe('FORBIDDEN');
    expect(firstError(await gql(query, { o: own }, await as(t.fx.stranger)))?.code).toBe('FORBIDDEN');
    // The stranger's own checkout and orders hold nothing of the recruiter's.
    const strangers = (await gql(query, {}, await as(t.fx.stranger))).json.data?.organizationOrders as {
      orders: Array<{ organizationId: string }>;
    };
    expect(strangers.orders.every((o) => o.organizationId !== own)).toBe(true);
    expect((await checkout(await as(t.fx.stranger))).customerProfile?.companyName).not.toBe('Muster Pflege GmbH');
  });

  it('lets admin-like users list, mark paid, cancel and refund, refusing invalid steps in German', async () => {
    const { data } = await buy(t.db, await as(t.fx.recruiter), 'job-credits-1');
    const id = (data.order as { id: string }).id;
    const admin = await as(t.fx.site_admin);
    const pending = (await gql('{ siteOrders(status: pending) { total orders { id status } } }', {}, admin)).json.data
      ?.siteOrders as { orders: Array<{ id: string; status: string }> };
    expect(pending.orders.map((o) => o.id)).toContain(id);
    expect(pending.orders.every((o) => o.status === 'pending')).toBe(true);
    const refund =
      'mutation($id: ID!, $r: String!) { refundOrder(orderId: $id, reason: $r) { status invoices { kind } } }';
    expect(firstError(await gql(refund, { id, r: 'Kulanz' }, admin))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Eine Bestellung mit dem Status „offen“ kann nicht erstattet werden.',
    });
    expect(firstError(await gql(refund, { id, r: ' ' }, admin))?.message).toContain('Bitte geben Sie einen Grund an');
    const paid = await gql('mutation($id: ID!) { markOrderPaid(orderId: $id) { status paidAt } }', { id }, admin);
    expect(paid.json.data?.markOrderPaid).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    expect((await gql(refund, { id, r: 'Kulanz' }, admin)).json.data?.refundOrder).toEqual({
      status: 'refunded',
      invoices: [{ kind: 'invoice' }, { kind: 'cancellation' }],
    });
    const cancel = 'mutation($id: ID!) { cancelOrder(orderId: $id, reason: "Zu spät") { status } }';
    expect(firstError(await gql(cancel, { id }, admin))?.message).toBe(
      'Eine Bestellung mit dem Status „erstattet“ kann nicht storniert werden.',
    );
    expect(firstError(await gql(cancel, { id }, await as(t.fx.recruiter)))).toEqual({
      code: 'FORBIDDEN',
      message: 'Bestellungen verwalten können nur Administratoren dieser Seite.',
    });
    // The organization's change log: who bought, and the staff's steps marked as support, with the reason.
    const log = await t.db
      .select({
        action: organizationChangeLog.action,
        actor: organizationChangeLog.actorId,
        detail: organizationChangeLog.detail,
        viaSupport: organizationChangeLog.viaSupport,
      })
      .from(organizationChangeLog)
      .where(sql`${organizationChangeLog.detail}->>'orderNumber' = ${(data.order as { number: string }).number}`)
      .orderBy(asc(organizationChangeLog.createdAt));
    expect(log).toEqual([
      {
        action: 'order.placed',
        actor: t.fx.recruiter.id,
        detail: expect.objectContaining({ product: '1 Stellenanzeige' }),
        viaSupport: false,
      },
      { action: 'order.paid', actor: t.fx.site_admin.id, detail: expect.any(Object), viaSupport: true },
      {
        action: 'order.refunded',
        actor: t.fx.site_admin.id,
        detail: expect.objectContaining({ reason: 'Kulanz' }),
        viaSupport: true,
      },
    ]);
  });

  it("refuses a job editor acting as support the organization's orders and billing profile", async () => {
    const stranger = t.fx.strangerOrganization;
    await t.db.update(users).set({ activeOrganizationId: stranger }).where(eq(users.id, t.fx.job_editor.id));
    t.cleanups.push(() =>
      t.db.update(users).set({ activeOrganizationId: null }).where(eq(users.id, t.fx.job_editor.id)),
    );
    const editor = await as(t.fx.job_editor);
    const orders = await gql('{ organizationOrders { orders { organizationId } } }', {}, editor);
    expect(firstError(orders)?.code).toBe('FORBIDDEN');
    const profile = await gql('{ checkout { customerProfile { companyName } } }', {}, editor);
    expect(firstError(profile)).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('Rechnungsdaten'),
    });
  });

  it('lets support buy for and see the organization it acts for (docs/product.md §6 masquerade)', async () => {
    const stranger = t.fx.strangerOrganization;
    await t.db.update(users).set({ activeOrganizationId: stranger }).where(eq(users.id, t.fx.site_admin.id));
    t.cleanups.push(() =>
      t.db.update(users).set({ activeOrganizationId: null }).where(eq(users.id, t.fx.site_admin.id)),
    );
    const support = await as(t.fx.site_admin);
    expect((await checkout(support)).organizationId).toBe(stranger);
    const { data } = await buy(t.db, support, 'job-credits-1');
    expect(data.order).toMatchObject({ organizationId: stranger });
    const seen = (await gql('{ organizationOrders { orders { organizationId } } }', {}, support)).json.data
      ?.organizationOrders as { orders: Array<{ organizationId: string }> };
    expect(seen.orders.map((o) => o.organizationId)).toEqual([stranger]);
  });
});
