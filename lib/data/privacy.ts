import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { getMailer } from '@/server/mail/mailer';
import { exportPersonalData } from '@/server/privacy/export-personal-data';
import {
  confirmAccountErasure,
  ERASURE_LINK_MINUTES,
  erasureLinkState,
  requestAccountErasure,
} from '@/server/privacy/erasure-requests';
import { keptReasons } from '@/server/privacy/registry';
import { getStorage } from '@/server/storage/storage';
import messages from '@/messages/de.json';
import { attachmentDisposition } from './application-files';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** What /user/daten shows besides its texts: the address the link goes to and why some records stay. */
export async function loadPrivacyOverview(userId: string) {
  const [user] = await (await getDb()).select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user ? { email: user.email, keptReasons: keptReasons(), linkMinutes: ERASURE_LINK_MINUTES } : null;
}

/**
 * GET /user/daten/export: the signed-in user's own data as a ZIP (DSGVO Art. 15, 20), streamed. Only the
 * session says whose data; signed out gets 401. Never stored by any cache; opened anyway, it runs nothing.
 */
export async function personalDataExportResponse(userId: string | null): Promise<Response> {
  const t = messages.privacy.export;
  if (!userId) return Response.json({ error: t.signedOut }, { status: 401, headers: NO_STORE });
  const download = await exportPersonalData(await getDb(), getStorage(), { userId });
  if (download.kind === 'not-found') return Response.json({ error: t.signedOut }, { status: 401, headers: NO_STORE });
  if (download.kind === 'rate-limited') {
    const minutes = String(Math.ceil(download.retryAfterSeconds / 60));
    return Response.json(
      { error: t.rateLimited.replace('{minutes}', minutes) },
      { status: 429, headers: { ...NO_STORE, 'Retry-After': String(download.retryAfterSeconds) } },
    );
  }
  return new Response(download.body, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': attachmentDisposition(download.fileName),
      ...NO_STORE,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Referrer-Policy': 'no-referrer',
    },
  });
}

export async function requestErasure(input: { regionId: string; userId: string }) {
  return requestAccountErasure(await getDb(), getMailer(), input);
}

export async function erasureLink(token: string) {
  return erasureLinkState(await getDb(), token.slice(0, 100));
}

export async function confirmErasure(token: string) {
  return confirmAccountErasure(await getDb(), getStorage(), { token: token.slice(0, 100) });
}
