import { takeDispatch } from './dispatch';

/**
 * An action named by docs/product.md §2's dispatch parameter, e.g. `bookmark:42` → { name: 'bookmark', argument: '42'
 * }.
 */
export type DispatchedAction = { name: string; argument: string | null; destination: string | null };

/** The window event that announces a dispatched action; a feature that acts on one listens for it. */
const DISPATCH_EVENT = 'jobboard:dispatch';

/**
 * §2 on the page the user lands on after sign-in or sign-up start: removes `dispatch` from the address
 * (history.replaceState; destination and the rest stay) and, for a signed-in user, announces the action once.
 */
export function runDispatchFromLocation(signedIn: boolean): DispatchedAction | null {
  const { dispatch, destination, href } = takeDispatch(window.location.href);
  if (href === window.location.href) return null;
  window.history.replaceState(window.history.state, '', href);
  if (!dispatch || !signedIn) return null;
  const [name, argument = null] = dispatch.split(':');
  const action = { name, argument, destination };
  window.dispatchEvent(new CustomEvent<DispatchedAction>(DISPATCH_EVENT, { detail: action }));
  return action;
}
