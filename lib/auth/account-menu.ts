import { isOrderAdminRole } from '@/lib/contract';
import { employerLinks } from '@/lib/posting/access';
import { isMenuItemActive } from '@/lib/routing/links';

/**
 * Whom an entry of the signed-in account menu is for (docs/product.md §6 roles): everyone signed in, job seekers
 * (no employer role), employers (recruiters and admin-like users), reviewers (admin-like) or order admins.
 */
export type MenuAudience = 'everyone' | 'seeker' | 'employer' | 'reviewer' | 'orderAdmin';

/** One page of the account menu, with its public path and German label (resolved on the server). */
export type AccountEntry = { href: string; label: string; audience: MenuAudience };

/**
 * The audiences a signed-in user with these roles (on this site) belongs to. An employer is no job seeker here:
 * their workspace takes the place of the seeker's pages (docs/product-decisions.md "The account menu").
 */
export function menuAudiences(roles: readonly string[]): ReadonlySet<MenuAudience> {
  const links = employerLinks(roles);
  const audiences: MenuAudience[] = ['everyone'];
  if (links.length === 0) audiences.push('seeker');
  if (links.includes('workspace')) audiences.push('employer');
  if (links.includes('review')) audiences.push('reviewer');
  if (isOrderAdminRole(roles)) audiences.push('orderAdmin');
  return new Set(audiences);
}

/** The entries a user with these roles sees, in the menu's order. */
export function entriesFor<T extends { audience: MenuAudience }>(entries: readonly T[], roles: readonly string[]): T[] {
  const audiences = menuAudiences(roles);
  return entries.filter((entry) => audiences.has(entry.audience));
}

/**
 * The entry of the page at `pathname`: docs/product.md §2 menu rule, and of several matches the deepest, so
 * /user/daten marks "Meine Daten", not "Konto" (/user).
 */
export function currentEntryHref(entries: readonly { href: string }[], pathname: string): string | null {
  const matches = entries.filter((entry) => isMenuItemActive(entry.href, pathname)).map((entry) => entry.href);
  return matches.sort((a, b) => b.length - a.length)[0] ?? null;
}
