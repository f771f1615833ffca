import type { Region } from '@/regions/build-region';
import type { FeatureFlags } from '@/regions/schema';

/**
 * The pages (internal paths) that exist only while a docs/product.md §1.4 flag is on:
 * - RESUME_FEATURE_ACTIVE: the own resume and its wizard, the resume search and a resume as recruiters see it, a
 *   resume alert's editor, the recruiter's candidates (resume alerts, sent contact requests) and the seeker's contact
 *   requests. Off, they redirect to /404 as docs/product.md §2.2 says of the resume paths (docs/product-decisions.md
 *   "Resume feature off").
 * - BLOG_FEATURE_ACTIVE: everything below /blog (list, posts, feed, editor); off, 404 (docs/product-decisions.md
 *   "Blog").
 * - NEWSLETTER: the sign-up page, its mails' confirm and unsubscribe pages and the operator's list in the
 *   workspace; off, 404 (docs/product-decisions.md "Newsletter").
 * - APPLICANT_FEATURE_ACTIVE: the employers' applications inbox (list, an application's page); off, 404 while the
 *   applications still reach the employer by mail (docs/product-decisions.md "Applicant management off").
 * Menus and pages link none of them while its flag is off.
 */
const FEATURE_PATHS: ReadonlyArray<[keyof FeatureFlags, readonly RegExp[]]> = [
  [
    'RESUME_FEATURE_ACTIVE',
    [
      /^\/resumes?(\/|$)/,
      /^\/resume-alert\/edit\/[^/]+$/,
      /^\/job-manager\/kandidaten(\/|$)/,
      /^\/user\/kontaktanfragen(\/|$)/,
    ],
  ],
  ['BLOG_FEATURE_ACTIVE', [/^\/blog(\/|$)/]],
  ['NEWSLETTER', [/^\/newsletter(\/|$)/, /^\/job-manager\/newsletter(\/|$)/]],
  ['APPLICANT_FEATURE_ACTIVE', [/^\/job-manager\/bewerbungen(\/|$)/]],
];

/** The flag that switches off the page a site path or link target (`internal:/resume`, `/resumes?x=1`) names, if off. */
export function switchedOffBy(region: Pick<Region, 'FEATURES'>, target: string): keyof FeatureFlags | null {
  const path = target.replace(/^internal:/, '').split(/[?#]/)[0];
  const hit = FEATURE_PATHS.find(([flag, pages]) => !region.FEATURES[flag] && pages.some((page) => page.test(path)));
  return hit?.[0] ?? null;
}

/** Whether a site path or link target names a page the site's flags switch off. */
export function isSwitchedOff(region: Pick<Region, 'FEATURES'>, target: string): boolean {
  return switchedOffBy(region, target) !== null;
}

/** The site's header navigation (its MENU) without the pages its flags switch off. */
export function siteMenu(region: Pick<Region, 'FEATURES' | 'MENU'>): Region['MENU'] {
  return region.MENU.filter((item) => !isSwitchedOff(region, item.href));
}
