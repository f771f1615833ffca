/** A valid site for routing tests (its home is beside the site configs, which server tests use too). */
export { testRegion } from '@/regions/registry-testing';
