import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { FORM_FLASH_COOKIE, readFormFlash, type FormFlash } from '@/lib/auth/form-flash';
import { requestOrigin } from '@/lib/auth/request-context';
import type { PageQuery } from '@/lib/routing/search-params';

export type SearchParams = Promise<PageQuery>;

/**
 * Auth pages are personal: never indexed, and their URLs (the confirm page's carry a token) never leave the
 * site as Referer. `same-origin`, not `no-referrer`: the latter would also blank the Origin header of the
 * confirm form's POST, which the CSRF check reads.
 */
export function authMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false }, referrer: 'same-origin' };
}

/** The origin the visitor used (next-auth hands back absolute callback URLs on it). */
export async function pageOrigin(): Promise<string> {
  return requestOrigin(await headers());
}

/** What a form posted without script brought back (typed values, field errors), or null. */
export async function returnedForm(): Promise<FormFlash | null> {
  return readFormFlash((await cookies()).get(FORM_FLASH_COOKIE)?.value);
}

/** Pick only these keys of a messages namespace for a client island. */
export function pick<T extends Record<string, unknown>, K extends keyof T>(source: T, keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, source[k]])) as Pick<T, K>;
}
