import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import type { AccountEntry } from '@/lib/auth/account-menu';
import { seekerSections, workspaceSections } from '@/lib/workspace/sections';

/** The posting wizard and the review queue (docs/product.md §2), for the menu and the header's shortcuts. */
export const WIZARD_PATH = '/job/wizard';
export const REVIEW_PATH = '/job-manager/pruefen';

/**
 * Every page of the signed-in account menu on this site, in its order, with German labels; the island and /user
 * keep those of the user's roles (lib/auth/account-menu.ts `entriesFor`). First the start page (/dashboard, a job
 * seeker's or an employer's); then the job seeker's own pages, or the employer's posting, review queue and
 * workspace sections (order admins' and, where the site has a blog, its editors' included); last the account and the data rights page. Resume pages only where
 * docs/product.md §1 RESUME_FEATURE_ACTIVE is on (`seekerSections`, `workspaceSections`).
 */
export async function accountEntries(region: Pick<Region, 'DEFAULT_LOCALE' | 'FEATURES'>): Promise<AccountEntry[]> {
  const t = await getTranslations('auth.accountMenu');
  const tw = await getTranslations('workspace.nav');
  const seeker = seekerSections(region);
  const entry = (keys: readonly string[], audience: AccountEntry['audience']) =>
    seeker
      .filter(({ key }) => keys.includes(key))
      .map(({ key, href }): AccountEntry => ({ href, label: t(key), audience }));
  return [
    ...entry(['overview'], 'everyone'),
    ...entry(['resume', 'applications', 'alerts', 'contactRequests'], 'seeker'),
    { href: WIZARD_PATH, label: t('post'), audience: 'employer' },
    { href: REVIEW_PATH, label: t('review'), audience: 'reviewer' },
    // Every section with the roles that see them all; the island keeps the order admins' for order admins only.
    ...workspaceSections(['administrator'], region).map((section): AccountEntry => ({
      href: section.path,
      label: tw(section.key),
      audience: sectionAudience(section),
    })),
    ...entry(['account', 'data'], 'everyone'),
  ];
}

/** The order admins' sections for them, the blog's editor for the admin-like roles (its editors), the rest employers'. */
function sectionAudience(section: ReturnType<typeof workspaceSections>[number]): AccountEntry['audience'] {
  if ('billing' in section) return 'orderAdmin';
  return 'editors' in section ? 'reviewer' : 'employer';
}
