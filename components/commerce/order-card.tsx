import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getRegion } from '@/regions/registry';
import { formatCents, formatPercent } from '@/lib/contract';
import type { CurrencyPosition } from '@/lib/contract';
import type { OrderFieldsFragment } from '@/lib/graphql/generated/operations';
import styles from './commerce.module.scss';

/**
 * One order: number, status, dates, what was bought, net, VAT and gross, and its invoices with their downloads
 * (the PDF, a ZUGFeRD/Factur-X file, and the XRechnung XML). `children` holds the admin's actions.
 */
export async function OrderCard({
  order,
  currencyPosition,
  heading: Heading = 'h3',
  showOrganization = false,
  children,
}: {
  order: OrderFieldsFragment;
  currencyPosition: CurrencyPosition;
  heading?: 'h2' | 'h3';
  /** The admin's list names whose order it is. */
  showOrganization?: boolean;
  children?: ReactNode;
}) {
  const t = await getTranslations('commerce.order');
  const tc = await getTranslations('commerce.checkout');
  const SubHeading = Heading === 'h2' ? 'h3' : 'h4';
  const format = await getFormatter();
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium' });
  // A calendar day (YYYY-MM-DD) names no instant: formatted as the same day wherever the server runs.
  const day = (value: string) =>
    format.dateTime(new Date(`${value}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const money = (cents: number) => formatCents(cents, order.currency, currencyPosition);
  const headingId = `order-${order.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <Heading id={headingId}>{t('heading', { number: order.number })}</Heading>
      <p className={styles.meta}>
        {t('placedOn', { date: date(order.createdAt) })}
        {showOrganization && <> · {t('organization', { organization: order.organizationName })}</>}
        {' · '}
        {t('site', { site: getRegion(order.frontend)?.SITENAME ?? order.frontend })}
      </p>
      <p>
        <span className={styles.badge}>{t('status', { status: t(`statuses.${order.status}`) })}</span>
        {order.status === 'pending' && order.dueDate && <> {t('due', { date: date(order.dueDate) })}</>}
        {/* The day the money arrived as the admin gave it; orders marked paid before it was asked: when marked. */}
        {order.status !== 'pending' && (order.paymentDate ?? order.paidAt) && (
          <> {t('paidOn', { date: order.paymentDate ? day(order.paymentDate) : date(order.paidAt!) })}</>
        )}
      </p>
      <ul>
        {order.items.map((item) => (
          <li key={item.sku}>
            {t('item', { quantity: item.quantity, name: item.name, price: money(item.unitNetCents) })}
          </li>
        ))}
      </ul>
      <dl className={styles.figures} aria-label={t('amounts')}>
        <dt>{tc('net')}</dt>
        <dd>{money(order.netCents)}</dd>
        <dt>{t('vat', { rate: formatPercent(order.vatRate) })}</dt>
        <dd>{money(order.vatCents)}</dd>
        <dt className={styles.total}>{tc('gross')}</dt>
        <dd className={styles.total}>{money(order.grossCents)}</dd>
      </dl>
      {order.orderReference && <p>{t('reference', { reference: order.orderReference })}</p>}
      <SubHeading className={styles.subheading}>{t('invoices')}</SubHeading>
      {order.invoices.length === 0 ? (
        <p className={styles.meta}>{t('noInvoice')}</p>
      ) : (
        <ul className={styles.downloads}>
          {order.invoices.map((invoice) => (
            <li key={invoice.id}>
              <span>
                {t(invoice.kind === 'cancellation' ? 'cancellation' : 'invoice', {
                  number: invoice.number,
                  date: date(invoice.issuedAt),
                })}
              </span>
              <a href={invoice.pdfUrl} download>
                {t(invoice.kind === 'cancellation' ? 'cancellationPdf' : 'pdf')}
              </a>
              <a href={invoice.xrechnungUrl} download>
                {t('xrechnung')}
              </a>
            </li>
          ))}
        </ul>
      )}
      {children}
    </article>
  );
}
