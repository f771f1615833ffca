import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { backToFormWithNotice, isReadOnly, readOnlyRouteAnswer } from '@/server/maintenance/read-only';

// What pages and tests need of the rule (the front end reaches server/ only through lib/data/).
export { isReadOnly, READ_ONLY_ANCHOR, READ_ONLY_OPEN_ROUTES, readOnlyNotice } from '@/server/maintenance/read-only';

/**
 * READ_ONLY_MODE for a write route handler under app/api (server/maintenance/read-only.ts): the refusal to
 * answer with, or null when the request's site takes writes. Called first, before the body is read.
 */
export function refuseWriteRequest(request: Request): Response | null {
  return isReadOnly(regionFromHeaders(request.headers)) ? readOnlyRouteAnswer(request) : null;
}

/**
 * READ_ONLY_MODE for a server action: the first line of every action in lib/actions. On a read-only site the
 * browser goes back to the page the form is on, to its maintenance banner (also without script).
 */
export async function refuseWhenReadOnly(): Promise<void> {
  const h = await headers();
  if (isReadOnly(regionFromHeaders(h))) redirect(backToFormWithNotice(h));
}
