import { describe, expect, it } from 'vitest';
import { StorageUnavailableError } from '../storage/storage';
import { checkReadiness, failureReason, type HealthCheck } from './readiness';

const ok: HealthCheck = async () => 'ok';
const off: HealthCheck = async () => 'off';
const refused: HealthCheck = async () => {
  throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:5432 user=jobboard'), { code: 'ECONNREFUSED' });
};
const noBucket: HealthCheck = async () => {
  throw new StorageUnavailableError('NoSuchBucket');
};
const hangs: HealthCheck = () => new Promise(() => undefined);

describe('readiness of an instance (what the balancer probes)', () => {
  it.each([
    ['every dependency answers', { database: ok, storage: ok, queue: ok }, true],
    ['the queue is run by a worker, not here', { database: ok, storage: ok, queue: off }, true],
    ['the database refuses connections', { database: refused, storage: ok, queue: off }, false],
    ['the bucket is missing', { database: ok, storage: noBucket, queue: off }, false],
    ['the database does not answer at all', { database: hangs, storage: ok, queue: off }, false],
  ])('%s → ready %s', async (_case, checks, ready) => {
    const answer = await checkReadiness(checks, { draining: false, timeoutMs: 50 });
    expect(answer.ready).toBe(ready);
    expect(Object.keys(answer.checks)).toEqual(Object.keys(checks));
  });

  it('names the failed check with a code only, never the message with addresses or users', async () => {
    const answer = await checkReadiness({ database: refused, storage: noBucket }, { draining: false });
    expect(answer.checks.database).toMatchObject({ status: 'failed', error: 'ECONNREFUSED' });
    expect(answer.checks.storage).toMatchObject({ status: 'failed', error: 'NoSuchBucket' });
    expect(JSON.stringify(answer)).not.toMatch(/10\.0\.0\.7|jobboard/);
  });

  it('gives up on a hanging check after its time limit and says so', async () => {
    const started = Date.now();
    const answer = await checkReadiness({ database: hangs, storage: ok }, { draining: false, timeoutMs: 100 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(answer.checks.database).toMatchObject({ status: 'failed', error: 'timeout' });
    expect(answer.checks.storage.status).toBe('ok');
  });

  it('is not ready while draining, without asking the dependencies', async () => {
    let asked = false;
    const watched: HealthCheck = async () => ((asked = true), 'ok');
    expect(await checkReadiness({ database: watched }, { draining: true })).toEqual({
      ready: false,
      draining: true,
      checks: {},
    });
    expect(asked).toBe(false);
  });
});

describe('failureReason', () => {
  it.each([
    [Object.assign(new Error('x'), { code: '57P01' }), '57P01'],
    [new TypeError('fetch failed'), 'TypeError'],
    [Object.assign(new Error('x'), { code: 'has spaces and /paths' }), 'Error'],
    ['a thrown string', 'error'],
    [null, 'error'],
  ])('%s → %s', (error, reason) => {
    expect(failureReason(error)).toBe(reason);
  });
});
