import type { Region } from '@/regions/build-region';
import { passwordMinLength } from '@/server/auth/password-policy';

/**
 * What the password forms show before typing (docs/product-decisions.md "Password policy"): the site's shortest
 * password and whether its PASSWORD_POLICY asks for more than a length; the server checks the same rule.
 */
export type PasswordRule = { min: number; strong: boolean };

export function passwordRuleOf(region: Region): PasswordRule {
  return { min: passwordMinLength(region), strong: region.FEATURES.PASSWORD_POLICY };
}
