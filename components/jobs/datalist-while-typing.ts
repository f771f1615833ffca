/** Suggestions follow typing 250 ms after the last keystroke (docs/product.md §9 autocomplete). */
const DELAY_MS = 250;

type Options = {
  /** The suggestions for the trimmed text; null keeps the list as it is. Aborted when the visitor types on. */
  load: (text: string, signal: AbortSignal) => Promise<string[] | null>;
  /** Shorter texts are not sent (the API's minimum). */
  minLength: number;
  /** The list for an empty field. */
  idle?: string[];
  /** Told every trimmed text as it is typed, before any suggestion arrives. */
  onText?: (text: string) => void;
};

/**
 * Fills a text field's datalist as the visitor types, for the search form's "Was" and "Wo" fields. Without
 * script the fields stay plain inputs; the browser shows the list accessibly. Returns the cleanup.
 */
export function fillDatalistWhileTyping(input: HTMLInputElement, list: HTMLDataListElement, options: Options) {
  const { load, minLength, idle = [], onText } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  const show = (values: string[]) => {
    list.replaceChildren(...values.map((value) => Object.assign(document.createElement('option'), { value })));
  };
  const onInput = () => {
    clearTimeout(timer);
    const text = input.value.trim();
    onText?.(text);
    if (text.length < minLength) return show(text ? [] : idle);
    timer = setTimeout(async () => {
      controller?.abort();
      controller = new AbortController();
      try {
        const values = await load(text, controller.signal);
        if (values) show(values);
      } catch {
        // Typing on or a network hiccup: the field keeps working as plain text.
      }
    }, DELAY_MS);
  };
  input.addEventListener('input', onInput);
  // Text typed before this script ran (a slow connection, a fast typist) is answered as if typed now.
  if (input.value !== input.defaultValue) onInput();
  return () => {
    clearTimeout(timer);
    controller?.abort();
    input.removeEventListener('input', onInput);
  };
}
