import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';

/**
 * Listening to a PostgreSQL notification channel on either driver (docs/architecture.md, "Page cache"). Notices
 * arrive when the sending transaction commits. `onGap` is called when notices may have been missed (the
 * listening connection was lost and is back), so the listener can forget what it derived from them.
 */
export type Listen = (
  channel: string,
  onNotice: (payload: string) => void,
  onGap: () => void,
) => Promise<() => Promise<void>>;

/** PGlite is one connection in this process: its own notices reach its listeners. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, onNotice) => client.listen(channel, onNotice);
}

const RECONNECT_MS = 1000;

/** A connection of its own, outside the pool, kept open and reconnected after a loss. */
export function postgresListen(pool: Pool): Listen {
  return async (channel, onNotice, onGap) => {
    let stopped = false;
    let release: (() => void) | null = null;
    const connect = async (): Promise<void> => {
      const client = await pool.connect();
      let lost = false;
      const onLoss = () => {
        if (lost) return;
        lost = true;
        client.release(true);
        release = null;
        if (!stopped) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
      };
      client.on('notification', (message) => {
        if (message.channel === channel) onNotice(message.payload ?? '');
      });
      client.on('error', onLoss);
      client.on('end', onLoss);
      await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      release = () => {
        lost = true;
        client.release(true);
      };
    };
    const reconnect = async () => {
      try {
        await connect();
        onGap();
      } catch {
        if (!stopped) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
      }
    };
    await connect();
    return async () => {
      stopped = true;
      release?.();
    };
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
