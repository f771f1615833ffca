import 'server-only';
import { loadPageViewer } from './page-viewer';
import type { Region } from '@/regions/build-region';
import {
  confirmJobAlert,
  findAlertByUnsubscribeToken,
  findAlertToConfirm,
  unsubscribeJobAlert,
  type AlertIntervalName,
} from '@/server/alerts/job-alerts';
import { requestJobAlert, type JobAlertOutcome } from '@/server/alerts/request-job-alert';
import { savedSearchLabel } from '@/server/alerts/saved-search';
import { getDb } from '@/server/db/client';
import type { SavedSearch } from '@/server/db/schema';
import { clientLimitSubject } from '@/server/http/client-address';
import { getMailer } from '@/server/mail/mailer';

/** Saves a listing's search as an unconfirmed alert and mails the confirm link (double opt-in, rate-limited). */
export async function saveJobAlert(
  region: Region,
  input: { email: string; interval: AlertIntervalName; search: SavedSearch },
  requestHeaders: Pick<Headers, 'get'>,
): Promise<JobAlertOutcome> {
  const viewer = await loadPageViewer(region.id);
  return requestJobAlert(await getDb(), getMailer(), {
    region,
    ...input,
    clientSubject: clientLimitSubject(requestHeaders),
    userId: viewer?.userId ?? null,
  });
}

/**
 * What the confirm page names: the alert's label, whether it is on already, and its way out; null for a link
 * that names no alert (unknown, expired unconfirmed, or cancelled).
 */
export async function alertToConfirm(
  regionId: string,
  token: string,
): Promise<{ label: string; confirmed: boolean; unsubscribeToken: string } | null> {
  const alert = await findAlertToConfirm(await getDb(), regionId, token);
  return (
    alert && {
      label: alert.label ?? savedSearchLabel(alert.search),
      confirmed: alert.confirmed,
      unsubscribeToken: alert.unsubscribeToken,
    }
  );
}

/** What the unsubscribe page names: the alert's label, else null for an unknown link. */
export async function alertLabelToUnsubscribe(regionId: string, token: string): Promise<string | null> {
  const alert = await findAlertByUnsubscribeToken(await getDb(), regionId, token);
  return alert && (alert.label ?? savedSearchLabel(alert.search));
}

/** Confirms the alert of a confirm link; its interval in seconds, or null for an invalid link. */
export async function confirmAlert(regionId: string, token: string): Promise<number | null> {
  const confirmed = await confirmJobAlert(await getDb(), regionId, token);
  return confirmed?.intervalSeconds ?? null;
}

/** Deletes the alert of an unsubscribe link; false for an unknown link. */
export async function unsubscribeAlert(regionId: string, token: string): Promise<boolean> {
  return unsubscribeJobAlert(await getDb(), regionId, token);
}
