import { eq } from 'drizzle-orm';
import type { AuthOptions, CookiesOptions, Session } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import EmailProvider from 'next-auth/providers/email';
import type { Region } from '@/regions/build-region';
import type { Db } from '@/server/db/client';
import type { Mailer } from '@/server/mail/mailer';
import { getAuthSecret } from '@/server/auth/auth-secret';
import { hashPassword, needsRehash, verifyPassword } from '@/server/auth/password';
import { completeRegistration } from '@/server/auth/registration';
import { loadSessionUser, type SessionUser } from '@/server/auth/session-user';
import { encodeSessionToken, SESSION_MAX_AGE_SECONDS } from '@/server/auth/session-token';
import { endSessions, sessionStartOf, SIGNED_IN_AT_CLAIM } from '@/server/auth/sessions';
import { displayNameOf, findUserByEmail, recordSignIn } from '@/server/auth/users';
import { users } from '@/server/db/schema';
import { isReadOnly } from '@/server/maintenance/read-only';
import { createAuthAdapter } from './adapter';
import {
  AUTH_PAGES,
  EMAIL_PROVIDER,
  PASSWORD_PROVIDER,
  READ_ONLY_SIGN_UP,
  SIGN_IN_LINK_MAX_AGE_SECONDS,
  type ProviderId,
} from '@/lib/auth/constants';
import { safeSitePath } from '@/lib/auth/dispatch';
import { logText } from '@/lib/auth/log-text';
import { sendSignInLink } from './sign-in-link';
import { socialProviders } from './social-providers';
import { isSocialProvider, socialLoginIds } from './social-sites';
import { allowSocialSignIn } from './social-sign-in';
import '@/lib/auth/session-types';
import type { Env } from '@/regions/env';
import { isUuid } from '@/server/db/uuid';

/**
 * Everything one request's next-auth configuration depends on. `onUserCreated` hears of an account a first social
 * sign-in created (next-auth's own `isNewUser` is true for linking an existing account too).
 */
export type AuthRequestContext = {
  region: Region;
  origin: string;
  db: Db;
  mailer: Mailer;
  onUserCreated?: (userId: string) => void;
};

/** Marker in the session of a user who no longer loads (deleted, blocked): the page shell sends them to /user/logout. */
export const SESSION_USER_GONE = 'SessionUserGone';

/** docs/product.md §9: state and PKCE cookies live 900 s (next-auth's default too; written down so it cannot drift). */
const OAUTH_CHECK_COOKIE_MAX_AGE = 900;

/** The sign-in methods offered; AUTH_PROVIDERS=email or =password turns one off (an empty list shows the error page). */
export function enabledProviders(env: Env = process.env): ProviderId[] {
  if (env.AUTH_PROVIDERS === undefined) return [EMAIL_PROVIDER, PASSWORD_PROVIDER];
  const wanted = env.AUTH_PROVIDERS.split(',').map((s) => s.trim());
  return [EMAIL_PROVIDER, PASSWORD_PROVIDER].filter((p) => wanted.includes(p)) as ProviderId[];
}

function checkCookies(secure: boolean): Partial<CookiesOptions> {
  const prefix = secure ? '__Secure-' : '';
  const options = { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: OAUTH_CHECK_COOKIE_MAX_AGE };
  return {
    state: { name: `${prefix}next-auth.state`, options },
    pkceCodeVerifier: { name: `${prefix}next-auth.pkce.code_verifier`, options },
  };
}

/**
 * next-auth's options for one request. Built per request because the region (roles, mail branding) and the
 * origin (links in mails, cookie security) belong to the request; next-auth itself keeps no state.
 *
 * - JWT sessions, 30 days; next-auth chunks the session cookie at 3933 characters (docs/product.md §9, its built-in
 *   size).
 * - `token.sub` is users.id; the session carries `jwt` (the encoded session token, docs/product.md §3) for the
 *   `Authorization: Bearer` header of /graphql.
 * - Every session read loads the user (loadSessionUser); a user who no longer loads, or whose sessions
 *   ended after this one started (sign-out elsewhere, blocking), gets a session marked SessionUserGone,
 *   which the page shell ends at /user/logout (docs/product.md §2). Signing out ends all of the user's sessions.
 */
export function buildAuthOptions(ctx: AuthRequestContext, env: Env = process.env): AuthOptions {
  const { region, db } = ctx;
  const secure = ctx.origin.startsWith('https://');
  const providers = enabledProviders(env);
  // Per request: the jwt callback loads the user, the session callback that follows uses it.
  let loaded: { user: SessionUser | null } | undefined;

  return {
    secret: getAuthSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: secure,
    cookies: checkCookies(secure),
    adapter: createAuthAdapter(db, region.id, ctx.onUserCreated),
    pages: {
      signIn: AUTH_PAGES.signIn,
      signOut: AUTH_PAGES.signOut,
      error: AUTH_PAGES.error,
      verifyRequest: AUTH_PAGES.verifyRequest,
    },
    providers: [
      ...(providers.includes(EMAIL_PROVIDER)
        ? [
            EmailProvider({
              maxAge: SIGN_IN_LINK_MAX_AGE_SECONDS,
              sendVerificationRequest: ({ identifier, url }) => sendSignInLink(ctx, identifier, url),
            }),
          ]
        : []),
      ...(providers.includes(PASSWORD_PROVIDER)
        ? [
            CredentialsProvider({
              id: PASSWORD_PROVIDER,
              name: 'Passwort',
              credentials: {
                email: { label: 'E-Mail-Adresse', type: 'email' },
                password: { label: 'Passwort', type: 'password' },
              },
              async authorize(credentials) {
                const email = typeof credentials?.email === 'string' ? credentials.email : '';
                const password = typeof credentials?.password === 'string' ? credentials.password : '';
                if (!email || !password) return null;
                const user = await findUserByEmail(db, email);
                // verifyPassword spends the same time for unknown users: no enumeration by timing.
                const ok = await verifyPassword(password, user?.passwordHash);
                if (!user || !ok || user.blocked) return null;
                if (user.passwordHash && needsRehash(user.passwordHash)) {
                  await db
                    .update(users)
                    .set({ passwordHash: await hashPassword(password) })
                    .where(eq(users.id, user.id));
                }
                return { id: user.id, email: user.email, name: displayNameOf(user) };
              },
            }),
          ]
        : []),
      // docs/product.md §9: LinkedIn, Google, Facebook where the site turns them on and their credentials are set.
      ...socialProviders(socialLoginIds(region, env), env),
    ],
    callbacks: {
      async signIn({ user, account, email, profile }) {
        if (account && isSocialProvider(account.provider))
          return allowSocialSignIn(db, ctx.origin, { user, account, profile }, { readOnly: isReadOnly(region) });
        if (account?.provider !== EMAIL_PROVIDER) return true;
        // Asking for a link always "works": unknown addresses get a mail that says so, the page never does.
        if (email?.verificationRequest) return true;
        // Using a link: for an existing, unblocked account (next-auth would otherwise create one)...
        if (!user.email) return false;
        const row = await findUserByEmail(db, user.email);
        if (row) return !row.blocked;
        // ...or a sign-up's: only sign-ups mail links to addresses without an account. It creates the account, which
        // waits while the site is read-only (a link mailed just before the maintenance began).
        if (isReadOnly(region)) return `${ctx.origin}${AUTH_PAGES.error}?error=${READ_ONLY_SIGN_UP}`;
        return (await completeRegistration(db, user.email)) !== null;
      },
      redirect({ url, baseUrl }) {
        return `${baseUrl}${safeSitePath(url, baseUrl) ?? '/'}`;
      },
      async jwt({ token, user }) {
        // Signing in: keep only what identifies the user (sub = users.id) and when the session started.
        if (user)
          return { sub: user.id, name: user.name ?? null, email: user.email ?? null, [SIGNED_IN_AT_CLAIM]: Date.now() };
        if (!token.sub) return token;
        // Tokens made before the claim existed: their iat, kept from now on through every renewal.
        const startedAt = sessionStartOf(token);
        token[SIGNED_IN_AT_CLAIM] ??= startedAt ?? undefined;
        try {
          loaded = { user: isUuid(token.sub) ? await loadSessionUser(db, token.sub, region.id, { startedAt }) : null };
        } catch (error) {
          // A database hiccup must not end sessions: keep the token, show what it knows.
          console.error(
            `[auth] ${region.id} could not load the session user:`,
            error instanceof Error ? error.message : error,
          );
        }
        return token;
      },
      async session({ session, token }): Promise<Session> {
        if (loaded && !loaded.user) return { expires: session.expires, error: SESSION_USER_GONE };
        const user = loaded?.user;
        return {
          expires: session.expires,
          user: {
            id: token.sub!,
            name: user ? displayNameOf(user) : (token.name ?? null),
            email: user?.email ?? token.email ?? null,
            roles: user ? [...new Set(user.roles.map((r) => r.role))] : [],
          },
          jwt: await encodeSessionToken(token),
          // docs/product.md §6: an administrator acting as this user (claim `masqueradedBy` of the session JWT).
          ...(token.masqueradedBy ? { masqueraded: true } : {}),
        };
      },
    },
    events: {
      async signIn({ user }) {
        if (isUuid(user.id)) await recordSignIn(db, user.id).catch(() => undefined);
      },
      async signOut({ token }) {
        // Signing out ends every session of the user (security review), unless an administrator acting as
        // them (docs/product.md §6 masquerade) leaves: that must not sign the real user out everywhere.
        if (!token?.sub || !isUuid(token.sub) || token.masqueradedBy) return;
        await endSessions(db, token.sub, { ifCurrentSince: sessionStartOf(token) });
      },
    },
    logger: {
      error(code, metadata) {
        // Errors come with an Error or { error }; their messages may quote input, so one clean line each.
        // (The browser's reports to /api/auth/_log never get here: lib/auth/log-text.ts answers them.)
        const meta = metadata as { error?: Error; message?: unknown } | undefined;
        const detail = metadata instanceof Error ? metadata.message : (meta?.error?.message ?? meta?.message);
        console.error(`[auth] ${region.id} ${logText(code, 80)} ${logText(detail, 300)}`.trim());
      },
      warn(code) {
        // NEXTAUTH_URL is unset on purpose: the origin is the site the visitor used.
        if (code !== 'NEXTAUTH_URL') console.warn(`[auth] ${logText(code, 80)}`);
      },
      debug() {},
    },
  };
}
