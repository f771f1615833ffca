import { getTranslations } from 'next-intl/server';
import type { SellerConfig } from '@/regions/schema';

/** The Impressum names everything § 5 DDG asks for; other pages name the seller and how to reach them. */
export type SellerBlockKind = 'imprint' | 'compact';

/** Which block a landing page shows at its seller marker, by its path. */
export function sellerBlockKind(slug: string): SellerBlockKind {
  return slug === '/impressum' ? 'imprint' : 'compact';
}

/**
 * The site's seller from the region config (docs/architecture.md "One seller"): the same SELLER the invoices
 * name as their issuer, so the Impressum, AGB, Datenschutz and every invoice of a site name one company.
 */
export async function SellerBlock({ seller, kind }: { seller: SellerConfig; kind: SellerBlockKind }) {
  const t = await getTranslations('seller');
  const address = (
    <p>
      <strong>{seller.name}</strong>
      <br />
      {seller.street}
      <br />
      {seller.postalCode} {seller.city}
    </p>
  );
  const contact = (
    <ul>
      <li>{t('phone', { phone: seller.phone })}</li>
      <li>
        {t('email')} <a href={`mailto:${seller.email}`}>{seller.email}</a>
      </li>
    </ul>
  );
  if (kind === 'compact')
    return (
      <div data-seller={seller.id}>
        {address}
        {contact}
      </div>
    );
  return (
    <div data-seller={seller.id}>
      <h2>{t('imprintHeading')}</h2>
      {address}
      <h2>{t('representedHeading')}</h2>
      <p>{t('managingDirectors', { names: seller.managingDirectors })}</p>
      <h2>{t('contactHeading')}</h2>
      {contact}
      <h2>{t('registerHeading')}</h2>
      <p>{t('register', { court: seller.registerCourt, number: seller.registerNumber })}</p>
      <h2>{t('vatHeading')}</h2>
      <p>{t('vatId', { vatId: seller.vatId })}</p>
      {seller.taxNumber && <p>{t('taxNumber', { taxNumber: seller.taxNumber })}</p>}
    </div>
  );
}
