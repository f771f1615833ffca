/** Request header through which the proxy hands the resolved region id to API routes. */
export { PROXY_REGION_HEADER as REGION_HEADER } from '@/lib/contract';
