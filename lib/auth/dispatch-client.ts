import { takeDispatch } from './dispatch';

/**
 * An action named by docs/product.md §2's dispatch parameter, e.g. `bookmark:42` → { name: 'bookmark', argument: '42'
 * }.
 */
export type DispatchedAction = { name: string; argument: string | null; destination: string | null };

type Handler = (action: DispatchedAction) => void;

export const DISPATCH_EVENT = 'jobboard:dispatch';

const handlers = new Map<string, Set<Handler>>();
/** Actions that ran before their handler's island was hydrated; delivered when it registers. */
const pending: DispatchedAction[] = [];

/**
 * Registers what an action does (a feature's island calls this: the job alert modal for `job_alert`, the
 * bookmark button for `bookmark`…). Returns the unregister function.
 */
export function onDispatch(name: string, handler: Handler): () => void {
  const set = handlers.get(name) ?? new Set<Handler>();
  handlers.set(name, set);
  set.add(handler);
  for (const action of pending.filter((a) => a.name === name)) {
    pending.splice(pending.indexOf(action), 1);
    handler(action);
  }
  return () => set.delete(handler);
}

function run(action: DispatchedAction): void {
  const set = handlers.get(action.name);
  if (set?.size) set.forEach((h) => h(action));
  else pending.push(action);
  window.dispatchEvent(new CustomEvent<DispatchedAction>(DISPATCH_EVENT, { detail: action }));
}

/**
 * docs/product.md §2 on the page the user lands on after sign-in or sign-up start: removes `dispatch` from the address
 * (history.replaceState; destination and the rest stay) and, for a signed-in user, runs the action once.
 */
export function runDispatchFromLocation(signedIn: boolean): DispatchedAction | null {
  const { dispatch, destination, href } = takeDispatch(window.location.href);
  if (href === window.location.href) return null;
  window.history.replaceState(window.history.state, '', href);
  if (!dispatch || !signedIn) return null;
  const [name, argument = null] = dispatch.split(':');
  const action = { name, argument, destination };
  run(action);
  return action;
}
