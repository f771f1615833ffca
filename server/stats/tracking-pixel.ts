import type { Region } from '../../regions/build-region';
import { siteUrl } from '../../regions/site-origin';

/** A transparent 1×1 GIF (43 bytes): what the job's tracking pixel answers, embedded in another page. */
export const TRACKING_PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The pixel's path on a site (docs/product.md §1 JOB_TRACKING_PIXEL). */
export function trackingPixelPath(jobId: string): string {
  return `/api/jobs/${encodeURIComponent(jobId)}/pixel.gif`;
}

/** The pixel's address on the job's frontend, or null where that site has the flag off (or is unknown). */
export function trackingPixelUrl(region: Region | undefined, jobId: string): string | null {
  return region?.FEATURES.JOB_TRACKING_PIXEL ? siteUrl(region, trackingPixelPath(jobId)) : null;
}

/**
 * Headers of every answer: never stored by a browser or proxy (each request is an impression), usable as an image
 * on any site (Cross-Origin-Resource-Policy), and without a cookie.
 */
export const TRACKING_PIXEL_HEADERS = {
  'Content-Type': 'image/gif',
  'Cache-Control': 'no-store',
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;
