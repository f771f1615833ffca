import type { DbHandle } from './client';

/** Notices are delivered after the commit, on the listening connection (a server's may take a moment). */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 200));

/**
 * Listens on `channels` of a test database and collects what arrives while a piece of work runs and commits,
 * each notice as "<channel> <payload>" when several channels are heard, else the payload alone.
 */
export async function listenForNotices(handle: DbHandle, channels: readonly string[]) {
  const notices: string[] = [];
  const stops = await Promise.all(
    channels.map((channel) =>
      handle.listen(
        channel,
        (notice) => notices.push(channels.length > 1 ? `${channel} ${notice}` : notice),
        () => undefined,
      ),
    ),
  );
  return {
    /** The notices that arrive while `work` runs and commits. */
    async during(work: () => Promise<unknown>): Promise<string[]> {
      await delivered();
      notices.length = 0;
      await work();
      await delivered();
      return [...notices];
    },
    async stop(): Promise<void> {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
