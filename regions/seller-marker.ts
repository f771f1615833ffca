/**
 * The place in a page's HTML where the site's seller is shown (name, address, register, VAT id): seeded legal
 * pages carry it, and the page renders the block from the region's SELLER when read (docs/architecture.md
 * "One seller"), so no stored text names the company and a change of SELLER reaches every page at once.
 */
export const SELLER_MARKER = '<p>{{anbieter}}</p>';

/** A page body cut where the seller goes: the HTML before and after the marker (its first occurrence). */
export type SellerSplit = { before: string; after: string };

/** The body cut at the seller marker, or null when it has none. */
export function splitAtSellerMarker(body: string): SellerSplit | null {
  const at = body.indexOf(SELLER_MARKER);
  if (at < 0) return null;
  return { before: body.slice(0, at), after: body.slice(at + SELLER_MARKER.length).replaceAll(SELLER_MARKER, '') };
}
