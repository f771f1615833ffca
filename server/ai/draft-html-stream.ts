import { sanitizeRichText } from '../richtext/sanitize-rich-text';

/** Elements without a closing tag: they never open a level. */
const VOID_TAGS = new Set(['br', 'img', 'hr', 'wbr', 'input', 'meta', 'link', 'source', 'col', 'area', 'base']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*?(\/?)>/g;
/** Markdown code fences some models put around HTML despite the instructions. */
const CODE_FENCE = /```[a-zA-Z]*/g;

/**
 * Turns a model's raw output, arriving in arbitrary pieces, into docs/product.md §5-sanitized HTML parts. A part is cut
 * only where every element opened so far is closed again (after `</p>`, `</ul>`, `</h2>` …), and each part is
 * sanitized on its own: each is balanced, safe HTML, so the parts can be shown one after another while the
 * rest is still being written. What is left at the end is sanitized and flushed by `end()`.
 */
export class DraftHtmlStream {
  private pending = '';

  /** Adds raw text; returns the sanitized HTML of the blocks it completed ('' while none is complete). */
  push(text: string): string {
    this.pending += text;
    const cut = this.lastBalancedCut();
    if (cut === 0) return '';
    const complete = this.pending.slice(0, cut);
    this.pending = this.pending.slice(cut);
    return clean(complete);
  }

  /** The sanitized rest, once the model has finished. */
  end(): string {
    const rest = this.pending;
    this.pending = '';
    return clean(rest);
  }

  /** The end of the last closing tag after which no element is left open; 0 when there is none. */
  private lastBalancedCut(): number {
    let depth = 0;
    let cut = 0;
    for (const match of this.pending.matchAll(TAG)) {
      const [whole, closing, name, selfClosing] = match;
      if (VOID_TAGS.has(name.toLowerCase()) || selfClosing) continue;
      depth = closing ? Math.max(0, depth - 1) : depth + 1;
      if (closing && depth === 0) cut = match.index + whole.length;
    }
    return cut;
  }
}

function clean(html: string): string {
  const text = html.replace(CODE_FENCE, '').trim();
  return text === '' ? '' : sanitizeRichText(text, 'filtered_html').trim();
}
