import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_NO_SCRIPT_WAIT_SECONDS,
  CAPTCHA_TTL_SECONDS,
  issueChallenge,
  leadingZeroBits,
  verifyChallenge,
} from './proof-of-work';

const SECRET = 'captcha-test-secret-0123456789abcdef';
const ISSUED = new Date('2026-11-29T12:00:00Z');
const later = (seconds: number) => new Date(ISSUED.getTime() + seconds * 1000);

/** The browser's work, done here: the first number with enough leading zero bits. */
function solve(token: string, difficulty: number): string {
  for (let n = 0; ; n++) if (leadingZeroBits(token, String(n)) >= difficulty) return String(n);
}

describe('proof-of-work captcha', () => {
  const { token } = issueChallenge('hannover', SECRET, ISSUED, 8);
  const solution = solve(token, 8);

  it('issues a signed challenge naming site, time and difficulty', () => {
    expect(token).toMatch(/^hannover\.\d+\.8\.[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/);
    expect(issueChallenge('hannover', SECRET, ISSUED, 8).token).not.toBe(token);
  });

  it.each([
    ['a solved challenge', { token, solution }, later(2), true],
    ['a solution with too few zero bits', { token, solution: String(Number(solution) + 1) }, later(2), 'unsolved'],
    ['a solution that is no number', { token, solution: '12a' }, later(2), 'unsolved'],
    ['no challenge', { token: undefined, solution }, later(2), 'missing'],
    ['a challenge of another shape', { token: 'abc', solution }, later(2), 'malformed'],
    ['a changed difficulty', { token: token.replace('.8.', '.1.'), solution }, later(2), 'forged'],
    ['a changed site', { token: token.replace('hannover', 'sachsen'), solution }, later(2), 'forged'],
    ['an expired challenge', { token, solution }, later(CAPTCHA_TTL_SECONDS + 1), 'expired'],
    ['no solution (no script), sent at once', { token, solution: '' }, later(3), 'too-early'],
    ['no solution (no script), after the wait', { token, solution: '' }, later(CAPTCHA_NO_SCRIPT_WAIT_SECONDS), true],
  ] as const)('%s', (_case, posted, now, expected) => {
    const verdict = verifyChallenge({ ...posted, siteId: 'hannover' }, SECRET, now);
    expect(verdict.ok ? true : verdict.reason).toBe(expected);
  });

  it('refuses a challenge of another site and one signed with another secret', () => {
    expect(verifyChallenge({ token, solution, siteId: 'sachsen' }, SECRET, later(2))).toEqual({
      ok: false,
      reason: 'wrong-site',
    });
    expect(verifyChallenge({ token, solution, siteId: 'hannover' }, 'another-secret', later(2))).toEqual({
      ok: false,
      reason: 'forged',
    });
  });
});
