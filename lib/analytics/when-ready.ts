/** docs/product.md §9: events wait for the tag, asking every 500 ms, 30 times (15 s); then they are dropped. */
export const TAG_RETRY = { intervalMs: 500, attempts: 30 } as const;

/** Resolves true once `ready()` holds (checked now, then after each interval), false after the last attempt. */
export function whenReady(
  ready: () => boolean,
  retry: { intervalMs: number; attempts: number } = TAG_RETRY,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<boolean> {
  const attempt = async (left: number): Promise<boolean> => {
    if (ready()) return true;
    if (left === 0) return false;
    await wait(retry.intervalMs);
    return attempt(left - 1);
  };
  return attempt(retry.attempts);
}
