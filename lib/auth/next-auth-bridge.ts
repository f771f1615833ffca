import NextAuth, { type AuthOptions } from 'next-auth';

/**
 * Runs next-auth 4 on a request we have already parsed. next-auth's App Router entry reads the headers
 * itself (next/headers) and takes the origin from X-Forwarded-Host when the host is trusted; a client can
 * set that header, and the origin ends up in sign-in mails. Its Pages-style entry takes the request as
 * plain data instead, so we hand it headers with the validated Host only and capture the response.
 */

if (process.env.NEXTAUTH_URL) {
  console.warn('[auth] NEXTAUTH_URL is set: every site would send links for that one host. Leave it unset.');
}

export type ParsedAuthRequest = {
  method: string;
  /** The path below /api/auth, e.g. ['callback', 'email']. */
  segments: string[];
  query: Record<string, string>;
  body: Record<string, string> | undefined;
  origin: string;
  headers: Headers;
};

function parseCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies[name] ??= decodeURIComponent(value);
    } catch {
      cookies[name] ??= value;
    }
  }
  return cookies;
}

/** The parts of Node's ServerResponse that next-auth's Pages handler uses, recorded into a fetch Response. */
class CapturedResponse {
  statusCode = 200;
  readonly headers = new Headers();
  private readonly setCookies: string[] = [];
  private body: string | null = null;

  status(code: number) {
    this.statusCode = code;
    return this;
  }
  getHeader(name: string) {
    return name.toLowerCase() === 'set-cookie' ? [...this.setCookies] : (this.headers.get(name) ?? undefined);
  }
  setHeader(name: string, value: string | string[]) {
    if (name.toLowerCase() === 'set-cookie') {
      this.setCookies.splice(0, this.setCookies.length, ...[value].flat());
    } else this.headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return this;
  }
  end() {
    return this;
  }
  json(value: unknown) {
    this.headers.set('Content-Type', 'application/json');
    this.body = JSON.stringify(value);
    return this;
  }
  send(value: unknown) {
    this.body = typeof value === 'string' || value === undefined ? (value ?? null) : JSON.stringify(value);
    return this;
  }
  toResponse(): Response {
    // docs/product.md §2: server redirects default to 303 (after a POST the browser always follows with a GET).
    const status = this.statusCode === 302 ? 303 : this.statusCode;
    const headers = new Headers(this.headers);
    for (const cookie of this.setCookies) headers.append('Set-Cookie', cookie);
    return new Response(status === 303 || status === 204 ? null : this.body, { status, headers });
  }
}

export async function runNextAuth(req: ParsedAuthRequest, options: AuthOptions): Promise<Response> {
  // next-auth derives the origin from the Host we pass only in "trust host" mode, which it reads from the environment
  // on every request. Safe here: the proxy has matched that Host to one of our sites, and X-Forwarded-Host never
  // reaches next-auth.
  process.env.AUTH_TRUST_HOST ??= 'true';
  const origin = new URL(req.origin);
  const headers: Record<string, string> = {};
  req.headers.forEach((value, key) => {
    if (key !== 'x-forwarded-host') headers[key] = value;
  });
  headers.host = origin.host;
  headers['x-forwarded-proto'] = origin.protocol.replace(':', '');
  const res = new CapturedResponse();
  const apiRequest = {
    method: req.method,
    query: { ...req.query, nextauth: req.segments },
    body: req.body ?? {},
    headers,
    cookies: parseCookies(req.headers.get('cookie')),
  };
  // The three-argument form is next-auth's Pages API entry (see the comment at the top).
  await (NextAuth as unknown as (req: unknown, res: unknown, options: AuthOptions) => Promise<unknown>)(
    apiRequest,
    res,
    options,
  );
  return res.toResponse();
}
