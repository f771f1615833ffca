import type { Env } from '../../regions/env';

/*
 * Which process runs the background work (docs/architecture.md, "Background work on a job queue"), read from
 * BACKGROUND_WORK: `all` (the default, the demo's one process) serves pages and works the queue, `web` only
 * serves pages, `worker` is the role of `npm run worker`, which serves no pages and works the queue.
 */

export const BACKGROUND_WORK_ROLES = ['all', 'web', 'worker'] as const;

export type BackgroundWorkRole = (typeof BACKGROUND_WORK_ROLES)[number];

/** A BACKGROUND_WORK the process cannot start with; the message is German and names the variable. */
export class BackgroundWorkSettingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackgroundWorkSettingError';
  }
}

const isRole = (value: string): value is BackgroundWorkRole =>
  (BACKGROUND_WORK_ROLES as readonly string[]).includes(value);

/**
 * The process's role. `web` needs a PostgreSQL server: the embedded database belongs to one process, so no
 * worker could take the work over and mails, publications and clean-ups would silently stop.
 */
export function backgroundWorkRole(env: Env): BackgroundWorkRole {
  const setting = env.BACKGROUND_WORK?.trim().toLowerCase() || 'all';
  if (!isRole(setting)) {
    throw new BackgroundWorkSettingError(
      `BACKGROUND_WORK muss "all", "web" oder "worker" sein, nicht "${env.BACKGROUND_WORK}".`,
    );
  }
  if (setting === 'web' && !env.DATABASE_URL) {
    throw new BackgroundWorkSettingError(
      'BACKGROUND_WORK=web braucht DATABASE_URL: die eingebettete Datenbank gehört einem einzigen Prozess, ' +
        'kein Worker könnte die Hintergrundarbeit übernehmen.',
    );
  }
  return setting;
}

/**
 * Whether a web server (`next start`) works the queue too. A web server started as `worker` stops: that role
 * is `npm run worker`'s, which starts no Next.
 */
export function webServerWorksQueue(env: Env): boolean {
  const role = backgroundWorkRole(env);
  if (role === 'worker') {
    throw new BackgroundWorkSettingError(
      'BACKGROUND_WORK=worker ist die Rolle von "npm run worker"; ein Webserver läuft mit "all" oder "web".',
    );
  }
  return role === 'all';
}
