import type { Region } from '@/regions/build-region';
import { captchaChallengeFor, checkCaptcha } from '@/server/captcha/captcha-gate';
import { getDb } from '@/server/db/client';
import messages from '@/messages/de.json';

/** The status lines of the captcha field (components/captcha/captcha-field.tsx). */
export type CaptchaTexts = { working: string; done: string; noScript: string };

export type FormCaptcha = { challenge: { token: string; difficulty: number }; texts: CaptchaTexts } | null;

/**
 * The captcha of an anonymous form on `region` (docs/product-decisions.md "Captcha"): a fresh challenge and the
 * status texts, or null where the site's CAPTCHA flag is off (the solver then never loads).
 */
export function formCaptcha(region: Region): FormCaptcha {
  const challenge = captchaChallengeFor(region);
  if (!challenge) return null;
  const t = messages.captcha;
  return { challenge, texts: { working: t.working, done: t.done, noScript: t.noScript } };
}

/**
 * The status texts of a form on a page cached for every visitor (its field fetches the challenge), or null where
 * the flag is off. Without script such a page has no challenge, which its noscript line says.
 */
export function fetchedCaptchaTexts(region: Region): CaptchaTexts | null {
  if (!region.FEATURES.CAPTCHA) return null;
  const t = messages.captcha;
  return { working: t.working, done: t.done, noScript: t.noScriptCached };
}

/**
 * Whether an anonymous write of `region` fails its captcha (docs/product-decisions.md "Captcha"): false for a
 * signed-in visitor and where the flag is off; a passing challenge is spent.
 */
export async function anonymousCaptchaRefused(
  region: Region,
  fields: Record<string, string | undefined>,
  signedIn: boolean,
): Promise<boolean> {
  if (signedIn || !region.FEATURES.CAPTCHA) return false;
  return (await checkCaptcha(await getDb(), region, fields)) !== null;
}
