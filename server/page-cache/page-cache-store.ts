import { packedBytes, type PackedBody } from './packed-body';

/**
 * The cached anonymous pages of one process (docs/architecture.md, "Page cache"): least recently used out first
 * within a byte budget that counts pages compressed, each page at most `maxAgeMs` old, and a purge by tag. A
 * render that started before a purge of one of its tags is not stored: it may have read what the purge was about.
 */

/** Run for a page served from the cache (a job page's view count), with the request's headers. */
export type HitAction = (headers: Headers) => void;

export type CachedPage = {
  status: number;
  /** Response headers as rendered, without per-response ones (date, length, cookies). */
  headers: Array<[string, string]>;
  /** Compressed, cut at the nonce the page was rendered with (packed-body.ts). */
  body: PackedBody;
  /** The nonce the page was rendered with: replaced on every hit, in the body and in the policy. */
  nonce: string | null;
  tags: string[];
  onHit: HitAction[];
  storedAt: number;
};

/** When a render started: the purge sequence and the time. */
export type RenderMark = { seq: number; at: number };

export type PageCacheStats = {
  hits: number;
  misses: number;
  stores: number;
  refused: number;
  purges: number;
  purgedPages: number;
  evicted: number;
  pages: number;
  bytes: number;
};

/** A render slower than this is not stored: the purges it may have missed are no longer remembered. */
export const LONGEST_RENDER_MS = 60_000;

export class PageCacheStore {
  private readonly pages = new Map<string, CachedPage>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly purgedAt = new Map<string, RenderMark>();
  private seq = 0;
  private bytes = 0;
  private readonly counts = { hits: 0, misses: 0, stores: 0, refused: 0, purges: 0, purgedPages: 0, evicted: 0 };

  constructor(
    private readonly limits: { maxBytes: number; maxAgeMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** The page under `key` if it is young enough; counts a hit or a miss. */
  get(key: string): CachedPage | null {
    const page = this.pages.get(key);
    if (!page || this.now() - page.storedAt > this.limits.maxAgeMs) {
      if (page) this.remove(key);
      this.counts.misses++;
      return null;
    }
    // Map order is the recency order: the page moves to the end.
    this.pages.delete(key);
    this.pages.set(key, page);
    this.counts.hits++;
    return page;
  }

  /** Taken when a render starts; `put` compares it with the purges since. */
  mark(): RenderMark {
    return { seq: this.seq, at: this.now() };
  }

  /** Stores a page rendered since `mark`, unless one of its tags was purged meanwhile or it does not fit. */
  put(key: string, page: Omit<CachedPage, 'storedAt'>, mark: RenderMark): boolean {
    const now = this.now();
    const size = pageBytes(key, page);
    const stale = page.tags.some((tag) => (this.purgedAt.get(tag)?.seq ?? -1) > mark.seq);
    if (stale || now - mark.at > LONGEST_RENDER_MS || size > this.limits.maxBytes / 4) {
      this.counts.refused++;
      return false;
    }
    this.remove(key);
    while (this.bytes + size > this.limits.maxBytes && this.pages.size > 0) {
      this.remove(this.pages.keys().next().value as string);
      this.counts.evicted++;
    }
    this.pages.set(key, { ...page, storedAt: now });
    this.bytes += size;
    for (const tag of page.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.counts.stores++;
    return true;
  }

  /** Drops every page with one of `tags`; renders under way with one of them will not be stored. */
  purge(tags: readonly string[]): number {
    const mark = { seq: ++this.seq, at: this.now() };
    let dropped = 0;
    for (const tag of tags) {
      // Re-inserted, so the map stays in purge order for forgetOldPurges.
      this.purgedAt.delete(tag);
      this.purgedAt.set(tag, mark);
      for (const key of [...(this.keysByTag.get(tag) ?? [])]) if (this.remove(key)) dropped++;
    }
    this.counts.purges++;
    this.counts.purgedPages += dropped;
    this.forgetOldPurges(mark.at);
    return dropped;
  }

  /** Drops every page (a change no tag describes). */
  clear(): void {
    this.purge([...this.keysByTag.keys()]);
    for (const key of [...this.pages.keys()]) this.remove(key);
  }

  stats(): PageCacheStats {
    return { ...this.counts, pages: this.pages.size, bytes: this.bytes };
  }

  private remove(key: string): boolean {
    const page = this.pages.get(key);
    if (!page) return false;
    this.pages.delete(key);
    this.bytes -= pageBytes(key, page);
    for (const tag of page.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
    return true;
  }

  /** A purge matters only to renders that may still be under way. */
  private forgetOldPurges(now: number): void {
    for (const [tag, mark] of this.purgedAt) {
      if (now - mark.at <= LONGEST_RENDER_MS) break;
      this.purgedAt.delete(tag);
    }
  }
}

function pageBytes(key: string, page: Pick<CachedPage, 'body' | 'headers'>): number {
  return (
    packedBytes(page.body) +
    key.length +
    page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0)
  );
}
