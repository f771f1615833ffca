import type { Db } from '../../db/client';
import type { ViesAnswer, ViesChecker } from './vat-types';
import { dbViesStore } from './vies-answer-store';
import { createViesCache, type ViesCache } from './vies-cache';

/** The EU Commission's REST endpoint of VIES. */
export const VIES_DEFAULT_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number';
/** Long enough for a slow member state, short enough that the checkout summary does not hang. */
export const VIES_TIMEOUT_MS = 8000;

type ViesJson = { valid?: unknown; name?: unknown; address?: unknown; userError?: unknown };

/**
 * userError values that mean "this number is not registered"; every other one (MS_UNAVAILABLE, TIMEOUT,
 * SERVICE_UNAVAILABLE, MS_MAX_CONCURRENT_REQ, GLOBAL_MAX_CONCURRENT_REQ, new ones) means VIES could not tell.
 */
const NOT_REGISTERED = new Set(['INVALID', 'INVALID_INPUT']);

/** VIES writes "---" where a member state does not disclose the name or address. */
const disclosed = (value: unknown) =>
  typeof value === 'string' && value.trim() && value.trim() !== '---' ? value.trim() : null;

/** One VIES request: a JSON POST; anything but a clear valid/invalid answer is 'unavailable'. */
export async function askVies(
  url: string,
  countryCode: string,
  number: string,
  timeoutMs = VIES_TIMEOUT_MS,
): Promise<ViesAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ countryCode, vatNumber: number }),
      // Covers reading the body too: a server that sends headers and then stalls cannot hold the checkout.
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return 'unavailable';
    const body = (await response.json()) as ViesJson | null;
    if (typeof body?.valid !== 'boolean') return 'unavailable';
    // A member state that is down answers valid: false with a userError such as MS_UNAVAILABLE.
    if (!body.valid && typeof body.userError === 'string' && !NOT_REGISTERED.has(body.userError)) return 'unavailable';
    return { valid: body.valid, name: disclosed(body.name), address: disclosed(body.address) };
  } catch {
    return 'unavailable';
  }
}

/**
 * One cache per database, whose answers are kept in the database (every instance reads them); concurrent asks of
 * one number in this process share one request. The context makes a new checker per request.
 */
const databaseCaches = new WeakMap<Db, ViesCache>();
function databaseCache(db: Db): ViesCache {
  const cache = databaseCaches.get(db) ?? createViesCache({ store: dbViesStore(db) });
  databaseCaches.set(db, cache);
  return cache;
}
/** For a checker made without a database (the start-up check of the settings). */
const processCache = createViesCache();

export type ViesCheckerOptions = {
  /** Tests make a slow server fail fast. */
  timeoutMs?: number;
  /** Tests pass their own, so one test's answers do not leak into the next. */
  cache?: ViesCache;
  /** Where the answers are kept for every instance (vies-answer-store.ts). */
  db?: Db;
};

/**
 * The checker this installation uses. VIES_CHECK=off (installations without outbound internet) accepts every
 * number that passed the format and check-digit test; VIES_URL points at another endpoint (a test server).
 * The URL comes only from the environment, never from a request. Answers are kept a day (vies-cache.ts), in the
 * database when one is given.
 */
export function viesCheckerFromEnv(
  env: Record<string, string | undefined> = process.env,
  options: ViesCheckerOptions = {},
): ViesChecker {
  const setting = env.VIES_CHECK?.trim().toLowerCase() || 'on';
  if (setting === 'off') return async () => ({ valid: true, name: null, address: null });
  if (setting !== 'on') throw new Error(`VIES_CHECK must be "on" or "off", not "${env.VIES_CHECK}".`);
  const url = env.VIES_URL?.trim() || VIES_DEFAULT_URL;
  const cache = options.cache ?? (options.db ? databaseCache(options.db) : processCache);
  const timeoutMs = options.timeoutMs ?? VIES_TIMEOUT_MS;
  return (countryCode, number) =>
    cache.answer(`${url} ${countryCode}${number}`, () => askVies(url, countryCode, number, timeoutMs));
}
