import type { Region } from '@/regions/build-region';
import type { TrackingEndpoints } from '@/regions/tracking-endpoints';

export type CustomServiceName = 'jobware' | 'socialtelligence';
export type CustomServiceScript = { name: CustomServiceName; src: string };

const NAMES: readonly CustomServiceName[] = ['jobware', 'socialtelligence'];

/**
 * The custom services' scripts of a site (docs/product.md §3): those with a customer id in the site's config whose
 * script the deployment names, with the id put in. They load only with marketing consent.
 */
export function customServiceScripts(
  region: Pick<Region, 'CUSTOM_SERVICES'>,
  endpoints: TrackingEndpoints,
): CustomServiceScript[] {
  return NAMES.flatMap((name) => {
    const service = region.CUSTOM_SERVICES[name];
    const template = endpoints.serviceScripts[name];
    // The id is letters, digits, - and _ (regions/schema.ts); encoded all the same.
    return service && template
      ? [{ name, src: template.replaceAll('{customerId}', encodeURIComponent(service.customerId)) }]
      : [];
  });
}
