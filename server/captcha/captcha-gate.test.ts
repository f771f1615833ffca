// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { openTestDb } from '../db/testing';
import { CAPTCHA_FIELDS, captchaChallengeFor, checkCaptcha } from './captcha-gate';
import { leadingZeroBits } from './proof-of-work';

const SECRET = 'captcha-gate-test-secret-0123456789';
const on = { id: 'hannover', FEATURES: { CAPTCHA: true } };
const off = { id: 'franken', FEATURES: { CAPTCHA: false } };
let handle: DbHandle;

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  await handle.close();
});

function solvedFields() {
  const challenge = captchaChallengeFor(on, SECRET)!;
  let n = 0;
  while (leadingZeroBits(challenge.token, String(n)) < challenge.difficulty) n++;
  return { [CAPTCHA_FIELDS.token]: challenge.token, [CAPTCHA_FIELDS.solution]: String(n) };
}

describe('the captcha gate', () => {
  it('issues nothing and asks nothing where the flag is off', async () => {
    expect(captchaChallengeFor(off, SECRET)).toBeNull();
    expect(await checkCaptcha(handle.db, off, {}, { secret: SECRET })).toBeNull();
  });

  it('takes a solved challenge once and refuses it sent again', async () => {
    const fields = solvedFields();
    expect(await checkCaptcha(handle.db, on, fields, { secret: SECRET })).toBeNull();
    expect(await checkCaptcha(handle.db, on, fields, { secret: SECRET })).toBe('replayed');
  });

  it('refuses a form without a challenge, and another site’s challenge', async () => {
    expect(await checkCaptcha(handle.db, on, {}, { secret: SECRET })).toBe('missing');
    const fields = solvedFields();
    expect(await checkCaptcha(handle.db, { ...on, id: 'sachsen' }, fields, { secret: SECRET })).toBe('wrong-site');
  });
});
