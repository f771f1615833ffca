import type { FormValues } from './form-values';

/** A list form's buttons: save, or remove / move entry i (each one post of the whole form, no script). */
export type ListIntent = { kind: 'save' } | { kind: 'remove' | 'up' | 'down'; index: number };

export function parseIntent(raw: unknown): ListIntent {
  const match = /^(remove|up|down):(\d{1,2})$/.exec(String(raw ?? ''));
  if (match) return { kind: match[1] as 'remove' | 'up' | 'down', index: Number(match[2]) };
  return { kind: 'save' };
}

/** The entries of a list form's values, in order, each as its fields without the index. */
export function entriesOf(values: FormValues): Array<Record<string, string | string[]>> {
  const entries: Array<Record<string, string | string[]>> = [];
  for (const [key, value] of Object.entries(values)) {
    const match = /^(\d+)\.(.+)$/.exec(key);
    if (!match) continue;
    const i = Number(match[1]);
    entries[i] = { ...(entries[i] ?? {}), [match[2]]: value };
  }
  return Array.from(entries, (entry) => entry ?? {});
}

export function valuesOf(entries: Array<Record<string, string | string[]>>): FormValues {
  return Object.fromEntries(entries.flatMap((entry, i) => Object.entries(entry).map(([k, v]) => [`${i}.${k}`, v])));
}

/** The values after removing or moving an entry (the order is the owner's: docs/product.md §2 ordered lists). */
export function applyIntent(values: FormValues, intent: ListIntent): FormValues {
  if (intent.kind === 'save') return values;
  const entries = entriesOf(values);
  const { index } = intent;
  if (index >= entries.length) return values;
  if (intent.kind === 'remove') entries.splice(index, 1);
  const to = intent.kind === 'up' ? index - 1 : index + 1;
  if (intent.kind !== 'remove' && to >= 0 && to < entries.length)
    [entries[index], entries[to]] = [entries[to], entries[index]];
  return valuesOf(entries);
}
