/** Request header through which the proxy hands the resolved region id to API routes. */
export const REGION_HEADER = 'x-jobboard-region';
