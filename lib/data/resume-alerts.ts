import 'server-only';
import type { Region } from '@/regions/build-region';
import { serverMutate, serverQuery } from '@/lib/data/graphql';
import { OperationError } from '@/lib/data/operation-error';
import { placeForLabel } from '@/lib/data/places';
import { RESUME_FACET_FIELDS } from '@/lib/contract';
import {
  DELETE_RESUME_ALERT,
  MY_RESUME_ALERTS,
  SAVE_RESUME_ALERT,
  UPDATE_RESUME_ALERT,
} from '@/lib/graphql/documents/resume-alerts';
import type {
  JobAlertInterval,
  ResumeAlertFieldsFragment,
  ResumeAlertSearchInput,
} from '@/lib/graphql/generated/operations';
import type { ResumeSearchState } from '@/lib/resume-search/search-state';
import messages from '@/messages/de.json';
import { getDb } from '@/server/db/client';
import { resumeAlertLabelByToken, unsubscribeResumeAlert } from '@/server/resume-alerts/resume-alerts';

/** Resume alerts are always asked as a signed-in user (loadPageViewer), never anonymously. */
export type AlertAudience = { region: Region; userId: string };
const asUser = ({ region, userId }: AlertAudience) => ({ region, locale: region.DEFAULT_LOCALE, userId });

/** Results of in-process operations become plain objects (graphql-js's null prototypes). */
const plain = <T>(value: T): T => structuredClone(value);

export type ResumeAlertView = ResumeAlertFieldsFragment;
const UNKNOWN_PLACE = messages.resumeSearch.form.unknownPlace;
export type AlertProblem = { field: string; message: string };

/** The caller's resume alerts; 'refused' for a caller who may not search resumes (no active subscription). */
export async function loadMyResumeAlerts(audience: AlertAudience): Promise<ResumeAlertView[] | 'refused'> {
  const { data, error } = await serverQuery(asUser(audience), { query: MY_RESUME_ALERTS });
  if (!error) return plain(data!.myResumeAlerts);
  if (OperationError.is(error)) return 'refused';
  throw error;
}

/** A /bewerbersuche state as the search to save: its page left out, the typed place with its coordinates. */
function savedSearchOf(region: Region, state: ResumeSearchState): ResumeAlertSearchInput {
  const target = state.place ? placeForLabel(region, state.place) : null;
  const point = target && 'lat' in target ? target : null;
  return {
    keys: state.search || null,
    place: point ? { label: state.place, lat: point.lat, lon: point.lon, radiusKm: state.radius } : null,
    filters: RESUME_FACET_FIELDS.flatMap((field) =>
      state.filters[field]?.length ? [{ field, values: state.filters[field] }] : [],
    ),
  };
}

/** Saves the search as an alert; the saved alert, or the API's problems by field. */
export async function saveResumeAlert(
  audience: AlertAudience,
  input: { state: ResumeSearchState; label: string; interval: JobAlertInterval },
): Promise<{ alert: ResumeAlertView } | { problems: AlertProblem[] }> {
  const payload = savedSearchOf(audience.region, input.state);
  // A place the search does not know would be saved as no place at all: the recruiter corrects it first.
  if (input.state.place && !payload.place) return { problems: [{ field: 'form', message: UNKNOWN_PLACE }] };
  const { data, error } = await serverMutate(asUser(audience), {
    mutation: SAVE_RESUME_ALERT,
    variables: { payload, label: input.label, interval: input.interval },
  });
  if (error) {
    if (!OperationError.is(error)) throw error;
    return { problems: error.errors.map((e) => ({ field: 'form', message: e.message })) };
  }
  const result = plain(data!.saveResumeAlert);
  return result.alert ? { alert: result.alert } : { problems: result.errors };
}

/** Sets an alert's interval; false when it is not the caller's (any more). */
export async function updateResumeAlert(audience: AlertAudience, id: string, interval: JobAlertInterval) {
  const { error } = await serverMutate(asUser(audience), {
    mutation: UPDATE_RESUME_ALERT,
    variables: { id, interval },
  });
  if (error && !OperationError.is(error)) throw error;
  return !error;
}

/** Deletes an alert; false when it is not the caller's (any more). */
export async function deleteResumeAlert(audience: AlertAudience, id: string): Promise<boolean> {
  const { error } = await serverMutate(asUser(audience), {
    mutation: DELETE_RESUME_ALERT,
    variables: { id },
  });
  if (error && !OperationError.is(error)) throw error;
  return !error;
}

/** What the unsubscribe page names for a resume alert's mailed token (no sign-in), else null. */
export async function resumeAlertLabelToUnsubscribe(regionId: string, token: string): Promise<string | null> {
  return resumeAlertLabelByToken(await getDb(), regionId, token);
}

/** The one-click unsubscribe of a resume alert's mail (no sign-in); false for an unknown token. */
export async function unsubscribeResumeAlertByToken(regionId: string, token: string): Promise<boolean> {
  return unsubscribeResumeAlert(await getDb(), regionId, token);
}
