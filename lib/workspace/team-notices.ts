/** The team page's path and the notices it shows after a form of the workspace was sent. */
export const TEAM_PATH = '/job-manager/team';

export const TEAM_NOTICES = ['revoked', 'removed', 'switched', 'support', 'supportEnded', 'joined', 'failed'] as const;
export type TeamNotice = (typeof TEAM_NOTICES)[number];

export const teamNoticeHref = (notice: TeamNotice) => `${TEAM_PATH}?hinweis=${notice}`;

/** The notice a `?hinweis=` value names, or null for anything else. */
export function parseTeamNotice(value: string | undefined): TeamNotice | null {
  return (TEAM_NOTICES as readonly string[]).includes(value ?? '') ? (value as TeamNotice) : null;
}
