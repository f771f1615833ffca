import { SIGN_UP_START_PARAM, SOCIAL_SIGN_UP_MARKER } from '@/lib/auth/constants';

/**
 * The marker a first social sign-in puts on the page it lands on (lib/auth/sign-up-landing.ts): the sign-up's method
 * for the "signup start" event, once. The address loses it, so a reload or a shared link counts nothing again.
 */
export function takeSignUpMarker(
  location: Pick<Location, 'href'>,
  history: Pick<History, 'replaceState' | 'state'>,
): 'social' | null {
  const url = new URL(location.href);
  if (url.searchParams.get(SIGN_UP_START_PARAM) !== SOCIAL_SIGN_UP_MARKER) return null;
  url.searchParams.delete(SIGN_UP_START_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return 'social';
}
