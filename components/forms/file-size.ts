const KB = 1024;
const MB = 1024 * KB;

/** A file's size as people read it: "820 KB", "4,2 MB" (German decimal comma; at least 1 KB). */
export function fileSize(bytes: number): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat('de-DE', { maximumFractionDigits: digits }).format(value);
  return bytes >= MB ? `${format(bytes / MB, 1)} MB` : `${format(Math.max(1, Math.round(bytes / KB)), 0)} KB`;
}

/** Files added to a choice: those already chosen first, each file (by name, size and date) once. */
export function mergeFiles(chosen: readonly File[], added: readonly File[]): File[] {
  const key = (f: File) => `${f.name}\u0000${f.size}\u0000${f.lastModified}`;
  const seen = new Set(chosen.map(key));
  return [...chosen, ...added.filter((f) => !seen.has(key(f)) && seen.add(key(f)))];
}
