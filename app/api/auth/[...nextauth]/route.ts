import { createAuthHandler } from '@/lib/data/auth/auth-handler';
import { getDb } from '@/server/db/client';
import { getMailer } from '@/server/mail/mailer';

/** next-auth for every site (session, csrf, providers, signin, callback, signout, _log); see lib/auth/auth-handler.ts. */
const handleAuth = createAuthHandler({ getDb, getMailer });

export const GET = (request: Request) => handleAuth(request);
export const POST = (request: Request) => handleAuth(request);
