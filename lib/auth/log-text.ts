/**
 * Text from outside (a browser's error report, an error message quoting input) made safe for one log line:
 * control characters (newlines, ESC of ANSI colour codes, C1 codes), line and paragraph separators and
 * bidirectional overrides become spaces, so nobody can forge log lines or recolour a terminal; capped in length.
 */
export function logText(value: unknown, maxLength: number): string {
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  const clean = text
    .slice(0, maxLength * 2)
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ')
    .trim();
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1)}…` : clean;
}

/** next-auth's client error codes are upper-case words; anything else is reported as a generic client log. */
const CLIENT_CODE = /^[A-Z][A-Z0-9_]{0,59}$/;

/**
 * next-auth's POST /api/auth/_log (docs/product.md §8: client-side auth errors are logged on the server), answered here
 * instead of by next-auth, which passes the client's `level` and text to the logger unchecked. Anyone can
 * post to it, so one bounded line per request: `[auth] <site> client <CODE> <message>`.
 */
export function logClientReport(regionId: string, body: Record<string, string>): void {
  const level = body.level;
  // Debug reports (next-auth's debug mode) are not kept.
  if (level !== 'error' && level !== 'warn') return;
  const code = CLIENT_CODE.test(body.code ?? '') ? body.code : 'CLIENT_LOG';
  console[level](`[auth] ${regionId} client ${code} ${logText(body.message, 300)}`.trim());
}
