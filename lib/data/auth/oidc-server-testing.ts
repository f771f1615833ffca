/**
 * A local OpenID Connect provider for tests: discovery, an authorization endpoint that approves at once (as if the
 * person clicked "allow"), the token endpoint (client secret by Basic header or posted, PKCE S256 checked), an RS256
 * ID token with the person's claims, JWKS and userinfo. The vitest tests and the end-to-end server
 * (AUTH_GOOGLE_ISSUER) sign in with it, so no test reaches Google or LinkedIn.
 */
import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The person who signs in next; tests change it between sign-ins. */
export type OidcTestPerson = { sub: string; email: string; emailVerified: boolean; name: string };

export type OidcTestServer = {
  /** e.g. http://127.0.0.1:40123 (what AUTH_<NAME>_ISSUER is set to). */
  issuer: string;
  person: OidcTestPerson;
  /** Token requests and how the client authenticated, in order. */
  tokenRequests: Array<{ clientAuth: 'basic' | 'post' }>;
  close(): Promise<void>;
};

type Grant = { person: OidcTestPerson; nonce?: string; challenge?: string; redirectUri: string };

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function signJwt(claims: Record<string, unknown>, key: KeyObject, kid: string): string {
  const head = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const body = base64url(JSON.stringify(claims));
  return `${head}.${body}.${base64url(sign('sha256', Buffer.from(`${head}.${body}`), key))}`;
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The client's id and secret from a Basic header (client_secret_basic) or the form (client_secret_post). */
function clientOf(req: IncomingMessage, form: URLSearchParams) {
  const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
  if (basic) {
    const [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':').map(decodeURIComponent);
    return { id, secret, auth: 'basic' as const };
  }
  return { id: form.get('client_id'), secret: form.get('client_secret'), auth: 'post' as const };
}

/** Starts the provider on 127.0.0.1, on `port` or a free one, for the one client it knows. */
export async function startOidcTestServer(client: { id: string; secret: string }, port = 0): Promise<OidcTestServer> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const grants = new Map<string, Grant>();
  const state: OidcTestServer = {
    issuer: '',
    person: { sub: 'person-1', email: 'person@beispiel.de', emailVerified: true, name: 'Petra Beispiel' },
    tokenRequests: [],
    close: async () => undefined,
  };
  const claimsOf = (p: OidcTestPerson) => ({ email: p.email, email_verified: p.emailVerified, name: p.name });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', state.issuer);
    const { issuer } = state;
    switch (`${req.method} ${url.pathname}`) {
      case 'GET /.well-known/openid-configuration':
        return sendJson(res, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
          code_challenge_methods_supported: ['S256'],
        });
      case 'GET /jwks':
        return sendJson(res, 200, {
          keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }],
        });
      case 'GET /authorize': {
        const redirectUri = url.searchParams.get('redirect_uri');
        if (url.searchParams.get('client_id') !== client.id || !redirectUri)
          return sendJson(res, 400, { error: 'invalid_request' });
        const code = randomUUID();
        grants.set(code, {
          person: { ...state.person },
          nonce: url.searchParams.get('nonce') ?? undefined,
          challenge: url.searchParams.get('code_challenge') ?? undefined,
          redirectUri,
        });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        const st = url.searchParams.get('state');
        if (st) back.searchParams.set('state', st);
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      case 'POST /token': {
        const form = await readForm(req);
        const who = clientOf(req, form);
        if (who.id !== client.id || who.secret !== client.secret)
          return sendJson(res, 401, { error: 'invalid_client' });
        state.tokenRequests.push({ clientAuth: who.auth });
        const grant = grants.get(form.get('code') ?? '');
        grants.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const pkceOk =
          !grant?.challenge || base64url(createHash('sha256').update(verifier).digest()) === grant.challenge;
        if (!grant || !pkceOk || form.get('redirect_uri') !== grant.redirectUri)
          return sendJson(res, 400, { error: 'invalid_grant' });
        const now = Math.floor(Date.now() / 1000);
        const idToken = signJwt(
          {
            iss: issuer,
            sub: grant.person.sub,
            aud: client.id,
            iat: now,
            exp: now + 300,
            ...(grant.nonce ? { nonce: grant.nonce } : {}),
            ...claimsOf(grant.person),
          },
          privateKey,
          kid,
        );
        return sendJson(res, 200, {
          access_token: `access-${grant.person.sub}`,
          token_type: 'Bearer',
          expires_in: 300,
          scope: 'openid email profile',
          id_token: idToken,
        });
      }
      case 'GET /userinfo':
        return sendJson(res, 200, { sub: state.person.sub, ...claimsOf(state.person) });
      default:
        return sendJson(res, 404, { error: 'not_found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
