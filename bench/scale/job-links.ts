const JOB_LINK = /href="(\/job\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"/g;

/** The job pages a listing's HTML links to, in the listing's order, each once (not the wizard or other /job/ paths). */
export function jobPathsIn(html: string): string[] {
  return [...new Set([...html.matchAll(JOB_LINK)].map((m) => m[1]))];
}
