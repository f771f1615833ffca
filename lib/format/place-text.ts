/** What of a work place's address the job page names. */
export type PlaceAddress = { addressLine1?: string | null; zip?: string | null; locality?: string | null };

/**
 * A work place as the job's facts name it: street, postal code and town where known, else its name. A place
 * picked by postal code before its town was stored apart has the label "83308 Trostberg" and no locality:
 * the code is not put before it a second time.
 */
export function placeText(address: PlaceAddress | null | undefined, label: string | null): string | null {
  if (!address) return label;
  const town = address.locality ?? label;
  const codeAndTown = address.zip && town?.startsWith(`${address.zip} `) ? town : [address.zip, town];
  return [address.addressLine1, [codeAndTown].flat().filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
