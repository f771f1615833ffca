import type { NextResponse } from 'next/server';

/** §2: every response allows framing only from the same origin (old and new header, for all browsers). */
export const FRAMING_HEADERS: Record<string, string> = {
  'X-Frame-Options': 'SAMEORIGIN',
  'Content-Security-Policy': "frame-ancestors 'self'",
};

export function applyFramingHeaders(response: NextResponse): NextResponse {
  for (const [name, value] of Object.entries(FRAMING_HEADERS)) response.headers.set(name, value);
  return response;
}
