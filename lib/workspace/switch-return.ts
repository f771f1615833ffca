import { TEAM_PATH } from './team-notices';

/** The employer pages that show the active organization's data, where switching it may stay. */
const WORKSPACE_PAGES = /^\/(job-manager|my-products|checkout|dashboard)(\/|$)/;

/**
 * Pages that show one object of an organization (an application, a job's figures or extension, an order, an
 * invoice) and the list each falls back to: after a switch the object belongs to the other organization.
 */
const OBJECT_PAGES: Array<[RegExp, string]> = [
  [/^\/job-manager\/bewerbungen\/[^/]+$/, '/job-manager/bewerbungen'],
  [/^\/job-manager\/(statistik|verlaengern)\/[^/]+$/, '/job-manager'],
  [/^\/checkout\/bestellung\/[^/]+$/, '/my-products'],
  [/^\/my-products\/rechnungen\/.+$/, '/my-products'],
];

/**
 * Where switching the active organization leads: the page it was sent from (a path of this site, from the
 * proxy's record of the request, never an address of another host), its list when that page showed one object
 * of the old organization, else the team page. The query is dropped: filters named the old organization's jobs
 * (docs/product-decisions.md "The organization switcher stays on the page").
 */
export function pageAfterSwitch(from: string | null | undefined): string | null {
  const path = (from ?? '').split(/[?#]/)[0];
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || !WORKSPACE_PAGES.test(path)) return null;
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  if (path === TEAM_PATH) return null;
  for (const [page, list] of OBJECT_PAGES) if (page.test(path)) return list;
  return path;
}
