import type { Region } from '@/regions/build-region';
import { cleanLink } from '@/lib/routing/links';
import { safeSitePath, type AuthIntent } from './dispatch';
import { SIGN_UP_START_PARAM, SOCIAL_SIGN_UP_MARKER } from './constants';

/** The resume wizard's start (docs/product.md §2 /lebenslauf/wizard), which goes on to its first step. */
const RESUME_WIZARD = 'internal:/resume/wizard';

/**
 * Where a new job seeker's first sign-in (the sign-up mail's link) lands, as the intent the sign-up form sends
 * on. A sign-up the header's "Anmelden" started (`via=header`, no page asked for it, no pending action) goes
 * to the resume wizard where docs/product.md §1 INCOMPLETE_REDIRECT_TO_WIZARD sends a resume not yet complete
 * there (and the site has resumes); otherwise, as every sign-in, to the page the flow came from (applying,
 * a sign-in wall, a dispatch such as a job alert). docs/product-decisions.md "The account menu".
 */
export function signUpIntent(intent: AuthIntent, region: Pick<Region, 'DEFAULT_LOCALE' | 'FEATURES'>): AuthIntent {
  const { RESUME_FEATURE_ACTIVE, INCOMPLETE_REDIRECT_TO_WIZARD } = region.FEATURES;
  const general = intent.fromHeader && !intent.dispatch && !intent.destination;
  if (!general || !RESUME_FEATURE_ACTIVE || !INCOMPLETE_REDIRECT_TO_WIZARD) return intent;
  return { ...intent, callbackUrl: cleanLink(RESUME_WIZARD, region) };
}

/**
 * Where a first social sign-in (which created the account) lands: the flow's page with `?signup=social`, the marker
 * of the analytics "signup start" event (docs/product-decisions.md "Social login"). `callbackUrl` is next-auth's
 * redirect, absolute on the site's origin.
 */
export function socialSignUpLanding(callbackUrl: string | null | undefined, origin: string): string {
  const url = new URL(safeSitePath(callbackUrl, origin) ?? '/', 'http://site.invalid');
  url.searchParams.set(SIGN_UP_START_PARAM, SOCIAL_SIGN_UP_MARKER);
  return `${url.pathname}${url.search}${url.hash}`;
}
