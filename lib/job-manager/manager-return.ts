import { redirect } from 'next/navigation';
import { MANAGER_PATH } from './manager-query';

/** What the list says after an action (?meldung=…), by key of workspace.jobManager. */
export type ManagerNotice = 'duplicated' | 'extended' | 'republished' | 'inReview' | 'noCredit' | 'archived' | 'failed';

/** The list address to go back to: only the job manager's own (never another host: path and query only). */
export function backTo(back: string): URL {
  const url = new URL(back.startsWith(`${MANAGER_PATH}`) && !back.startsWith('//') ? back : MANAGER_PATH, 'http://x');
  url.searchParams.delete('meldung');
  url.searchParams.delete('anzahl');
  return url;
}

/** Back to the list with the notice of what was done. */
export function finish(back: URL, notice: ManagerNotice, count?: number): never {
  back.searchParams.set('meldung', notice);
  if (count !== undefined) back.searchParams.set('anzahl', String(count));
  // The notice is announced where the page starts its list.
  redirect(`${back.pathname}${back.search}#meldung`);
}
