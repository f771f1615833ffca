/** The notices the alerts page shows after one of its plain forms (`?hinweis=`). */
export const ALERT_NOTICES = ['saved', 'paused', 'resumed', 'deleted', 'invalid', 'failed'] as const;
export type AlertNotice = (typeof ALERT_NOTICES)[number];

export const ALERTS_PATH = '/user/suchauftraege';

export const alertsNoticeHref = (notice: AlertNotice) => `${ALERTS_PATH}?hinweis=${notice}`;

/** The notice of a query value, or null for anything else (the page never echoes the parameter). */
export function readAlertNotice(value: string | undefined): AlertNotice | null {
  return (ALERT_NOTICES as readonly string[]).includes(value ?? '') ? (value as AlertNotice) : null;
}
