/**
 * The per-file setup of the resolver tests: the shared fixtures, a random tag for the file's own rows, and the
 * clean-ups its tests register for the rows they add.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/testing';
import { signToken, useGraphQLFixtures } from '../graphql/testing';

/** The test file's database with the shared fixtures (fields set in beforeAll), a tag, and its clean-ups. */
export function useResolverFixtures() {
  const state = Object.assign(useGraphQLFixtures(), {
    tag: randomUUID().slice(0, 8),
    cleanups: [] as Array<() => Promise<unknown>>,
  });
  // Registered after the fixtures, so it runs before they go (vitest runs afterAll hooks last first); the
  // clean-ups run newest first, as later rows may point at earlier ones.
  afterAll(async () => {
    for (const cleanup of state.cleanups.reverse()) await cleanup();
  });
  return state;
}

/** Request options signed in as `user`, or anonymous for null. */
export const as = async (user: { id: string } | null) => ({ token: user ? await signToken(user.id) : null });

/**
 * A real SMTP server for the file's mails (SMTP_URL points at it before the first mail is sent); its
 * `server` field is set in beforeAll.
 */
export function useTestSmtp(): { server: TestSmtpServer } {
  const state = {} as { server: TestSmtpServer };
  beforeAll(async () => {
    state.server = await startTestSmtpServer();
    process.env.SMTP_URL = state.server.url;
  });
  afterAll(() => state.server.close());
  return state;
}
