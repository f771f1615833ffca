/** The paths of the data-rights pages and the notices /user/daten shows after its form. */
export const DATA_PATH = '/user/daten';
export const EXPORT_PATH = '/user/daten/export';
export const ERASURE_PATH = '/user/konto-loeschen';
export const ERASED_PATH = '/user/konto-loeschen/erledigt';

export const DATA_NOTICES = ['sent', 'rate-limited', 'mail-failed', 'refused', 'export-rate-limited'] as const;
export type DataNotice = (typeof DATA_NOTICES)[number];

export const dataNoticeHref = (notice: DataNotice) => `${DATA_PATH}?hinweis=${notice}`;
export const erasureLinkHref = (token: string) => `${ERASURE_PATH}/${encodeURIComponent(token.slice(0, 100))}`;

export function dataNotice(value: string | undefined): DataNotice | null {
  return DATA_NOTICES.find((notice) => notice === value) ?? null;
}
