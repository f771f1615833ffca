/** How an order is taxed (docs/product.md §1 EURO_VAT); the seller is always in Germany. */
export type VatTreatment = 'domestic' | 'reverse_charge' | 'outside_eu';

/** What an order is charged: the rate as a fraction and the invoice's German note (null for German VAT). */
export type VatDecision = { treatment: VatTreatment; rate: number; note: string | null };

/** What VIES said about a VAT number; 'unavailable' when it could not answer (it often cannot, per country). */
export type ViesAnswer = { valid: boolean; name: string | null; address: string | null } | 'unavailable';

/**
 * Asks VIES whether a VAT number is registered. countryCode as VIES spells it (EL for Greece), number without
 * the country prefix. Part of the GraphQL context so tests pass one that reaches their own HTTP server.
 */
export type ViesChecker = (countryCode: string, number: string) => Promise<ViesAnswer>;
