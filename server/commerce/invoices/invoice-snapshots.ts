import type { SellerConfig } from '../../../regions/schema';
import type { CustomerProfile, InvoiceParty } from '../../db/schema';

/**
 * The seller as an invoice row keeps it: the §14 UStG party plus the whole config it was issued under (bank,
 * register, prefixes), so a file rendered later (first download after a failed rendering) states what the
 * invoice stated when it was issued, even after the site's SELLER changed.
 */
export type IssuedSeller = InvoiceParty & { config: SellerConfig };

export function sellerSnapshot(config: SellerConfig): IssuedSeller {
  return {
    name: config.name,
    address: {
      countryCode: config.countryCode,
      addressLine1: config.street,
      zip: config.postalCode,
      locality: config.city,
    },
    vatId: config.vatId,
    ...(config.taxNumber ? { taxNumber: config.taxNumber } : {}),
    email: config.email,
    config,
  };
}

/** The config an invoice was issued under; a row without one (written elsewhere) falls back to the site's. */
export function sellerConfigOf(snapshot: InvoiceParty, fallback: SellerConfig): SellerConfig {
  const issued = (snapshot as Partial<IssuedSeller>).config;
  return issued && typeof issued === 'object' && typeof issued.id === 'string' ? issued : fallback;
}

/** The buyer as the invoice names them: the order's customer profile. */
export function buyerSnapshot(profile: CustomerProfile): InvoiceParty {
  return {
    name: profile.companyName,
    address: profile.address,
    ...(profile.vatNumber ? { vatId: profile.vatNumber } : {}),
    email: profile.email,
    contactName: `${profile.firstName} ${profile.lastName}`,
  };
}
