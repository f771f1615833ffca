import { expect, type Page } from '@playwright/test';

export type Focused = { tag: string; id: string; type: string; name: string; label: string; visibleFocus: boolean };

/** The focused element, and whether it shows a focus indicator (WCAG 2.4.7): an outline or a shadow. */
export function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id,
      type: el.getAttribute('type') ?? '',
      name: el.getAttribute('name') ?? '',
      label: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' '),
      visibleFocus: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    };
  });
}

/** Presses Tab until `wanted` has focus; every element passed on the way must show where the focus is. */
export async function tabTo(
  page: Page,
  wanted: (f: Focused) => boolean,
  what: string,
  maxStops = 150,
): Promise<Focused> {
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now) expect(now.visibleFocus, `focus indicator on <${now.tag}> “${now.label.slice(0, 60)}”`).toBe(true);
    if (now && wanted(now)) return now;
  }
  throw new Error(`${what} is not reachable with Tab`);
}

export const byId = (id: string) => (f: Focused) => f.id === id;
