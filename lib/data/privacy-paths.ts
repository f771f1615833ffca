/** The paths of the data-rights pages and the notices /user/daten shows after its form. */
export const DATA_PATH = '/user/daten';
export const EXPORT_PATH = '/user/daten/export';
export const ERASURE_PATH = '/user/konto-loeschen';
export const ERASED_PATH = '/user/konto-loeschen/erledigt';

/** The kept files' part of the page: a file's deletion comes back to it. */
export const KEPT_FILES_ID = 'gespeicherte-dateien';

export const FILE_NOTICES = ['file-deleted', 'file-not-found', 'file-kept', 'file-refused'] as const;
export type FileNotice = (typeof FILE_NOTICES)[number];
export const DATA_NOTICES = [
  'sent',
  'rate-limited',
  'mail-failed',
  'refused',
  'export-rate-limited',
  ...FILE_NOTICES,
] as const;
export type DataNotice = (typeof DATA_NOTICES)[number];

export const isFileNotice = (notice: DataNotice | null): notice is FileNotice =>
  (FILE_NOTICES as readonly string[]).includes(notice ?? '');

export const dataNoticeHref = (notice: DataNotice) =>
  `${DATA_PATH}?hinweis=${notice}${isFileNotice(notice) ? `#${KEPT_FILES_ID}` : ''}`;
export const erasureLinkHref = (token: string) => `${ERASURE_PATH}/${encodeURIComponent(token.slice(0, 100))}`;

export function dataNotice(value: string | undefined): DataNotice | null {
  return DATA_NOTICES.find((notice) => notice === value) ?? null;
}
