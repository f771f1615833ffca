import type { Caller } from './authorization-matrix-types';

/**
 * Who reads personal data in an organization's change log (`organizationChanges`), beyond the outcome the
 * main matrix gives: those who may manage the team (its owner, admin-like users as support) see the actors'
 * and invitees' addresses; a member who does not manage it sees the log without them (actors by name, no
 * detail naming a person). Run by server/schema/team/change-log-privacy.test.ts through the HTTP handler.
 */
export type ChangeLogReader = Extract<Caller, 'administrator' | 'site_admin' | 'job_editor'> | 'owner' | 'member';

export const CHANGE_LOG_PERSONAL_DATA: Record<ChangeLogReader, 'with addresses' | 'without addresses'> = {
  owner: 'with addresses',
  member: 'without addresses',
  administrator: 'with addresses',
  site_admin: 'with addresses',
  job_editor: 'with addresses',
};
