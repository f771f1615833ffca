/** The inbox's pages; the id is the application's. */
export const INBOX_PATH = '/job-manager/bewerbungen';
export const applicationPath = (id: string) => `${INBOX_PATH}/${id}`;

/** Query parameters of the inbox: the job filter, the status filter, the page (1-based). */
export const INBOX_PARAMS = { job: 'stelle', status: 'status', page: 'seite' } as const;

/** A file size for people: "15 Byte", "1,2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Byte`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('de-DE', { maximumFractionDigits: 1 })} ${units[unit]}`;
}
