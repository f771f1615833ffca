/**
 * What the docs/product.md §4 consent modal asks for, as plain functions: the infos of every type the signed-in user
 * lacks the latest consent for, and the key under which a dismissal is remembered for the browser session.
 */

/** The placement the demo data, sign-up and the modal share. */
export { CONSENT_MODAL_PLACEMENT } from '@/lib/contract';

export type ConsentInfo = { id: string; type: string; optIn: boolean; text: string; revision: number };

/** The distinct types among the infos, in their order: one hasTheLatestConsent question each. */
export function consentTypes(infos: readonly ConsentInfo[]): string[] {
  return [...new Set(infos.map((info) => info.type))];
}

/** The infos the modal shows: those whose type the user has not agreed to in its latest revision. */
export function infosToAsk(infos: readonly ConsentInfo[], latestByType: ReadonlyMap<string, boolean>): ConsentInfo[] {
  return infos.filter((info) => latestByType.get(info.type) === false);
}

/**
 * docs/product.md §5 "disabled until valid": saving needs every opt-in text's box ticked (texts without a box need
 * none).
 */
export function allAgreed(infos: readonly ConsentInfo[], checked: Readonly<Record<string, boolean>>): boolean {
  return infos.every((info) => !info.optIn || checked[info.id] === true);
}

/**
 * Session storage key of a dismissal: the user and the exact revisions asked. "Später" keeps the modal
 * away for the rest of the browser session, and a newer revision (or another user in the same tab) asks again.
 */
export function dismissalKey(userId: string, infos: readonly ConsentInfo[]): string {
  const revisions = infos.map((info) => `${info.id}@${info.revision}`).sort();
  return `jobboard:consent-dismissed:${userId}:${revisions.join(',')}`;
}
