import { afterEach, describe, expect, it, vi } from 'vitest';
import { logClientReport, logText } from './log-text';

afterEach(() => vi.restoreAllMocks());

describe('log lines from outside input', () => {
  it.each([
    ['line\nbreaks\r\nand\ttabs', 'line breaks and tabs'],
    ['\u001b[31mred\u001b[0m', '[31mred [0m'],
    ['c1\u009bcode', 'c1 code'],
    ['sep\u2028arator\u2029', 'sep arator'],
    ['bidi\u202eevil\u2066', 'bidi evil'],
    [undefined, ''],
    [42, '42'],
  ])('logText(%j) is %j', (value, expected) => {
    expect(logText(value, 100)).toBe(expected);
  });

  it('caps the length', () => {
    expect(logText('x'.repeat(10_000), 300)).toHaveLength(300);
  });

  it('writes one clean, bounded line per client report and drops debug reports', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    logClientReport('franken', {
      level: 'error',
      code: 'X\n[auth] franken ADMIN_LOGIN ok',
      message: `boom\n\u001b[2J${'y'.repeat(5000)}`,
    });
    logClientReport('franken', { level: 'warn', code: 'CLIENT_FETCH_ERROR', message: 'offline' });
    logClientReport('franken', { level: 'debug', code: 'X', message: 'noise' });
    logClientReport('franken', { level: 'constructor', code: 'X', message: 'noise' });
    expect(error).toHaveBeenCalledTimes(1);
    const line = String(error.mock.calls[0][0]);
    expect(line).toMatch(/^\[auth\] franken client CLIENT_LOG boom \[2Jy+…$/);
    expect(line.length).toBeLessThan(400);
    expect(warn.mock.calls).toEqual([['[auth] franken client CLIENT_FETCH_ERROR offline']]);
  });
});
