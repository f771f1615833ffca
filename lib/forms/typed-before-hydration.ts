/**
 * What a visitor typed into server-rendered inputs before the page's script took over. Controlled inputs
 * start from their initial state at hydration and would drop that text on the next render; forms read it
 * here once, right after hydration, and keep it ("nothing typed is lost", also on slow phones).
 */
export function typedBeforeHydration(ids: readonly string[]): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      if (element.value) typed[id] = element.value;
    }
  }
  return typed;
}
