// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { authRateLimits } from '../db/schema';
import { openTestDb, testRegionId } from '../db/testing';
import {
  AUTH_RATE_LIMITS,
  hitPasswordLimits,
  hitRateLimit,
  hitRateLimits,
  pruneRateLimits,
  type RateLimitRule,
} from './rate-limit';

let handle: DbHandle;
// Unique rule names keep tests apart on a shared PostgreSQL server.
const prefix = testRegionId('rl');
const rule = (name: string, limit = 3, windowSeconds = 60): RateLimitRule => ({
  name: `${prefix}-${name}`,
  limit,
  windowSeconds,
});

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  await handle.db.delete(authRateLimits).where(like(authRateLimits.key, `${prefix}-%`));
  await handle.close();
});

describe('rate limiter (counters in the database)', () => {
  it('allows up to the limit within a window, then refuses with the time left', async () => {
    const r = rule('basic');
    const t0 = new Date('2026-03-01T10:00:00Z');
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await hitRateLimit(handle.db, r, 'a@example.org', new Date(t0.getTime() + i * 1000)));
    expect(results.map((x) => x.allowed)).toEqual([true, true, true, false]);
    expect(results.map((x) => x.hits)).toEqual([1, 2, 3, 4]);
    expect(results[3].retryAfterSeconds).toBe(57);
  });

  it('starts a new window when the old one has run out', async () => {
    const r = rule('window', 1, 60);
    const t0 = new Date('2026-03-01T10:00:00Z');
    expect((await hitRateLimit(handle.db, r, 'b@example.org', t0)).allowed).toBe(true);
    expect((await hitRateLimit(handle.db, r, 'b@example.org', new Date(t0.getTime() + 59_000))).allowed).toBe(false);
    const later = await hitRateLimit(handle.db, r, 'b@example.org', new Date(t0.getTime() + 60_000));
    expect(later).toMatchObject({ allowed: true, hits: 1 });
  });

  it('counts each subject on its own, case-insensitively for addresses', async () => {
    const r = rule('subjects', 1);
    const t = new Date('2026-03-01T10:00:00Z');
    expect((await hitRateLimit(handle.db, r, 'C@Example.org', t)).allowed).toBe(true);
    expect((await hitRateLimit(handle.db, r, 'c@example.org', t)).allowed).toBe(false);
    expect((await hitRateLimit(handle.db, r, 'd@example.org', t)).allowed).toBe(true);
  });

  it('stores no e-mail or IP address, only hashes', async () => {
    const r = rule('privacy');
    await hitRateLimit(handle.db, r, 'geheim@example.org');
    await hitRateLimit(handle.db, r, '203.0.113.7');
    const rows = await handle.db
      .select()
      .from(authRateLimits)
      .where(like(authRateLimits.key, `${r.name}:%`));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.key).not.toMatch(/geheim|203\.0/);
  });

  it('never loses a count when many hits arrive at once (atomic upsert)', async () => {
    const r = rule('concurrent', 100);
    const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(handle.db, r, 'e@example.org')));
    expect(results.map((x) => x.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('refuses a combined check when either limit (address or IP) is exceeded, and counts both', async () => {
    const perEmail = rule('combo-email', 5);
    const perIp = rule('combo-ip', 2);
    const t = new Date('2026-03-01T10:00:00Z');
    const check = (email: string) =>
      hitRateLimits(
        handle.db,
        [
          { rule: perEmail, subject: email },
          { rule: perIp, subject: '198.51.100.1' },
        ],
        t,
      );
    expect((await check('one@example.org')).allowed).toBe(true);
    expect((await check('two@example.org')).allowed).toBe(true);
    // Third address from the same IP: the IP limit refuses although the address is fresh.
    const third = await check('three@example.org');
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBe(60);
    // A missing subject (no IP known) is skipped, not counted under an empty key.
    expect((await hitRateLimits(handle.db, [{ rule: perIp, subject: null }], t)).allowed).toBe(true);
  });

  // Security review: ten wrong passwords from anyone locked the owner out, the right password included.
  it('locks password attempts per address and IP: the owner elsewhere still gets in, under a per-address ceiling', async () => {
    const email = `owner-${randomUUID()}@example.org`;
    const t = new Date('2026-03-01T10:00:00Z');
    // Subjects unique to this run: counters persist on a shared PostgreSQL server.
    const run = randomUUID().slice(0, 8);
    const attempt = (ip: string) => hitPasswordLimits(handle.db, { email, ip: `${ip}/${run}` }, t);
    const pair = AUTH_RATE_LIMITS.passwordPerEmailAndIp.limit;
    for (let i = 0; i < pair; i++) expect((await attempt('198.51.100.66')).allowed).toBe(true);
    expect((await attempt('198.51.100.66')).allowed).toBe(false);
    // The attacker keeps trying from the locked network: that never uses up the address's ceiling.
    for (let i = 0; i < 150; i++) await attempt('198.51.100.66');
    expect((await attempt('203.0.113.5')).allowed).toBe(true);
    // Guessing spread over many networks meets the per-address ceiling.
    const ceiling = AUTH_RATE_LIMITS.passwordPerEmail.limit;
    expect(ceiling).toBeGreaterThanOrEqual(10 * pair);
    // So far the address has counted pair + 1 allowed attempts.
    const results = [];
    for (let i = 0; i < ceiling - pair; i++) results.push((await attempt(`192.0.2.${i}`)).allowed);
    expect(results.indexOf(false)).toBe(ceiling - pair - 1);
  });

  it('prunes counters whose window has run out', async () => {
    const r = rule('prune');
    await hitRateLimit(handle.db, r, 'old@example.org', new Date('2020-01-01T00:00:00Z'));
    // Two days on, past the longest window (a day).
    expect(await pruneRateLimits(handle.db, new Date('2020-01-03T00:00:00Z'))).toBeGreaterThanOrEqual(1);
    const rows = await handle.db
      .select()
      .from(authRateLimits)
      .where(like(authRateLimits.key, `${r.name}:%`));
    expect(rows).toHaveLength(0);
  });
});
