import { regionFromHeaders } from '@/lib/auth/request-context';
import { captchaChallengeFor } from '@/server/captcha/captcha-gate';

/**
 * GET /api/captcha: a fresh proof-of-work challenge for a form on a page that is cached for every visitor (the
 * job page's application form, the listing's job alert), which cannot carry one of its own. Issuing stores
 * nothing; 404 where the site's CAPTCHA flag is off (docs/product-decisions.md "Captcha").
 */
export function GET(request: Request) {
  const region = regionFromHeaders(request.headers);
  const challenge = region ? captchaChallengeFor(region) : null;
  if (!challenge) return Response.json({ error: 'no captcha on this site' }, { status: 404 });
  return Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } });
}
