import type { Region } from '@/regions/build-region';
import { captchaChallengeFor } from '@/server/captcha/captcha-gate';
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
