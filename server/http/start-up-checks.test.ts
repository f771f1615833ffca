import { describe, expect, it, vi } from 'vitest';
import { checkStartUpSettings } from './start-up-checks';

const quiet = { SMTP_URL: 'smtp://127.0.0.1:2525' };

describe('settings checked when a server starts', () => {
  it('starts with the defaults and with the checks switched off', () => {
    expect(() => checkStartUpSettings(quiet)).not.toThrow();
    expect(() => checkStartUpSettings({ ...quiet, JOB_LINK_CHECK: 'off', VIES_CHECK: 'off' })).not.toThrow();
    expect(() => checkStartUpSettings({ ...quiet, FILE_STORAGE: 's3', S3_BUCKET: 'uploads' })).not.toThrow();
  });

  it.each([
    ['JOB_LINK_CHECK', 'aus'],
    ['VIES_CHECK', 'maybe'],
    ['FILE_STORAGE', 'ftp'],
    ['BACKGROUND_WORK', 'none'],
    // On the embedded database no other process could take the background work over.
    ['BACKGROUND_WORK', 'web'],
    ['GA4_MP_URL', 'http://collector.example.org/mp/collect'],
    ['GA4_API_SECRETS', 'G-ABC'],
  ])('stops at %s=%s rather than failing every posting, checkout, upload or mail later', (name, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => checkStartUpSettings({ ...quiet, [name]: value })).toThrow(name);
    warn.mockRestore();
  });
});
