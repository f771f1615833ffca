import messages from '@/messages/de.json';

/**
 * German labels of the change log's action keys (`workspace.changeActions` in messages/de.json, nested by
 * the key's dots: 'job.archived' → changeActions.job.archived) and of their detail keys
 * (`workspace.changeDetails`). Every area that records changes adds its keys there; a key without a label
 * is shown as it is, so a new action is never hidden.
 */
const ACTIONS = messages.workspace.changeActions as Record<string, Record<string, string>>;
const DETAILS = messages.workspace.changeDetails as Record<string, string>;

const ACTION_KEY = /^([a-z][a-zA-Z]*)\.([a-z][a-zA-Z_]*)$/;

export function changeActionLabel(action: string): string {
  const match = ACTION_KEY.exec(action);
  // Own properties only: 'constructor.name' must not find Object's.
  const group = match && Object.hasOwn(ACTIONS, match[1]) ? ACTIONS[match[1]] : null;
  return group && Object.hasOwn(group, match![2]) ? group[match![2]] : action;
}

export function changeDetailLabel(key: string): string {
  return Object.hasOwn(DETAILS, key) ? DETAILS[key] : key;
}
