import { createAuthHandler } from '@/lib/data/auth/auth-handler';
import { getDb } from '@/server/db/client';
import { getMailer } from '@/server/mail/mailer';

/**
 * next-auth's endpoints (session, csrf, providers, signin, callback, signout, _log) for every site. The handler
 * (lib/data/auth/auth-handler.ts) wraps next-auth: it takes the site from the proxy's region header and builds
 * links on that site's configured origin, refuses auth POSTs from other sites, rate-limits sign-in attempts, and
 * answers the sign-in forms posted without script with redirects (docs/architecture.md, "Sign-in").
 */
const handleAuth = createAuthHandler({ getDb, getMailer });

export const GET = (request: Request) => handleAuth(request);
export const POST = (request: Request) => handleAuth(request);
