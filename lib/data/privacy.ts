import 'server-only';
import { serverMutate, serverQuery } from '@/lib/data/graphql';
import { OperationError } from '@/lib/data/operation-error';
import {
  ACCOUNT_ERASURE_LINK,
  CONFIRM_ACCOUNT_ERASURE,
  DELETE_KEPT_FILE,
  PRIVACY_OVERVIEW,
  REQUEST_ACCOUNT_ERASURE,
} from '@/lib/graphql/documents/privacy';
import { getDb } from '@/server/db/client';
import { exportPersonalData } from '@/server/privacy/export-personal-data';
import { getStorage } from '@/server/storage/process-storage';
import { attachmentDisposition } from './application-files';
import { DATA_PATH, type DataNotice, dataNoticeHref, type FileNotice } from './privacy-paths';
import { DOWNLOAD_SECURITY_HEADERS } from '@/lib/routing/security-headers';

type Audience = { region: { id: string; DEFAULT_LOCALE: string }; userId: string | null };
const asUser = ({ region, userId }: Audience) => ({ region, locale: region.DEFAULT_LOCALE, userId });

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** What /user/daten shows besides its texts: the address the link goes to, why some records stay, the kept files. */
export async function loadPrivacyOverview(audience: Audience) {
  if (!audience.userId) return null;
  const { data, error } = await serverQuery(asUser(audience), { query: PRIVACY_OVERVIEW });
  if (error) throw error;
  const overview = data!.privacyOverview;
  return {
    email: overview.email,
    linkMinutes: overview.erasureLinkMinutes,
    keptReasons: overview.keptRecords.map((reason) => reason.toLowerCase() as Lowercase<typeof reason>),
    keptFiles: overview.keptFiles,
  };
}

/** "Endgültig löschen" of a kept file: the notice the page shows afterwards. */
export async function deleteKeptFile(audience: Audience, id: string): Promise<FileNotice> {
  const { error } = await serverMutate(asUser(audience), {
    mutation: DELETE_KEPT_FILE,
    variables: { id: id.slice(0, 100) },
  });
  if (!error) return 'file-deleted';
  if (!OperationError.is(error)) throw error;
  const { code, reason } = error.errors[0].extensions ?? {};
  if (code === 'NOT_FOUND') return 'file-not-found';
  // FORBIDDEN: a file that stays with its application or unsent message, else support acting for the person.
  return reason === 'KEPT' ? 'file-kept' : 'file-refused';
}

/** Back to "Meine Daten" (relative: never a host from the request), which explains what happened. */
const backToDataPage = (href: string, headers: Record<string, string> = {}) =>
  new Response(null, { status: 303, headers: { Location: href, ...NO_STORE, ...headers } });

/**
 * GET /user/daten/export: the signed-in user's own data as a ZIP (DSGVO Art. 15, 20), streamed. Only the
 * session says whose data. A browser follows a link here: signed out it goes back to the page (which asks to
 * sign in), too many exports back to the page with a notice. Never stored by any cache; opened anyway, the
 * answer runs nothing.
 */
export async function personalDataExportResponse(userId: string | null, siteName: string): Promise<Response> {
  if (!userId) return backToDataPage(DATA_PATH);
  const download = await exportPersonalData(await getDb(), getStorage(), { userId, siteName });
  if (download.kind === 'not-found') return backToDataPage(DATA_PATH);
  if (download.kind === 'rate-limited')
    return backToDataPage(dataNoticeHref('export-rate-limited'), { 'Retry-After': String(download.retryAfterSeconds) });
  return new Response(download.body, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': attachmentDisposition(download.fileName),
      ...NO_STORE,
      'X-Content-Type-Options': 'nosniff',
      ...DOWNLOAD_SECURITY_HEADERS,
    },
  });
}

/** "Löschung per E-Mail bestätigen": the notice the page shows afterwards. */
export async function requestErasure(audience: Audience): Promise<DataNotice> {
  const { error } = await serverMutate(asUser(audience), { mutation: REQUEST_ACCOUNT_ERASURE });
  if (!error) return 'sent';
  if (!OperationError.is(error)) throw error;
  const code = error.errors[0].extensions?.code;
  return code === 'RATE_LIMITED' ? 'rate-limited' : code === 'FORBIDDEN' ? 'refused' : 'mail-failed';
}

/** A mailed link's state, for its page (opening the page changes nothing). */
export async function erasureLink(audience: Audience, token: string) {
  const { data, error } = await serverQuery(asUser(audience), {
    query: ACCOUNT_ERASURE_LINK,
    variables: { token: token.slice(0, 200) },
  });
  if (error) throw error;
  return data!.accountErasureLink;
}

/** The link page's button: ERASED, or why not (EXPIRED, UNKNOWN); a refusal (too many tries) as UNKNOWN. */
export async function confirmErasure(audience: Audience, token: string) {
  const { data, error } = await serverMutate(asUser(audience), {
    mutation: CONFIRM_ACCOUNT_ERASURE,
    variables: { token: token.slice(0, 200) },
  });
  if (error && !OperationError.is(error)) throw error;
  return data?.confirmAccountErasure ?? 'UNKNOWN';
}
