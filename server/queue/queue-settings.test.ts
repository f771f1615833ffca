// Which process works the job queue: BACKGROUND_WORK is checked when a process starts, so a typo or a role no
// process could honour stops it with a German message instead of silently sending no mails.
import { describe, expect, it } from 'vitest';
import { backgroundWorkRole, webServerWorksQueue } from './queue-settings';

const SERVER = 'postgres://jobboard@127.0.0.1/jobboard';

describe('BACKGROUND_WORK', () => {
  it.each([
    [{}, 'all'],
    [{ BACKGROUND_WORK: '' }, 'all'],
    [{ BACKGROUND_WORK: ' All ' }, 'all'],
    [{ BACKGROUND_WORK: 'web', DATABASE_URL: SERVER }, 'web'],
    [{ BACKGROUND_WORK: 'worker' }, 'worker'],
  ])('%o is the role %s', (env, role) => {
    expect(backgroundWorkRole(env)).toBe(role);
  });

  it.each([
    [{ BACKGROUND_WORK: 'both' }, 'BACKGROUND_WORK muss "all", "web" oder "worker" sein, nicht "both".'],
    [{ BACKGROUND_WORK: 'web' }, /BACKGROUND_WORK=web braucht DATABASE_URL/],
  ])('%o stops the process', (env, message) => {
    expect(() => backgroundWorkRole(env)).toThrow(message);
  });

  it.each([
    [{}, true],
    [{ BACKGROUND_WORK: 'all', DATABASE_URL: SERVER }, true],
    [{ BACKGROUND_WORK: 'web', DATABASE_URL: SERVER }, false],
  ])('a web server with %o works the queue: %s', (env, works) => {
    expect(webServerWorksQueue(env)).toBe(works);
  });

  it('a web server started as a worker stops and names the worker command', () => {
    expect(() => webServerWorksQueue({ BACKGROUND_WORK: 'worker', DATABASE_URL: SERVER })).toThrow(/npm run worker/);
  });
});
