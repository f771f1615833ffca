import { describe, expect, it } from 'vitest';
import { createGraphQLError } from 'graphql-yoga';
import { StatementTimeoutError } from '../db/statement-timeout';
import { maskUnexpectedError } from './errors';

/** An unexpected resolver error as Yoga hands it to the mask: a GraphQLError around the thrown one. */
const thrownInResolver = (original: unknown) => createGraphQLError('intern', { originalError: original as Error });

describe('maskUnexpectedError', () => {
  it('turns a statement over its time limit into a German 503 "busy" (PGlite guard and PostgreSQL alike)', () => {
    const postgres = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const wrappedByDrizzle = new Error('Failed query: select …', { cause: postgres });
    for (const original of [
      new StatementTimeoutError(5_000, 'waiting'),
      new StatementTimeoutError(5_000, 'running'),
      wrappedByDrizzle,
    ]) {
      const masked = maskUnexpectedError(
        thrownInResolver(original),
        'Da ist etwas schiefgelaufen.',
        false,
      ) as ReturnType<typeof createGraphQLError>;
      expect(masked.message).toBe('Gerade ist sehr viel los. Bitte versuche es in ein paar Sekunden noch einmal.');
      expect(masked.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', http: { status: 503 } });
    }
  });

  it('masks every other unexpected error with the generic message and no internals', () => {
    const masked = maskUnexpectedError(
      thrownInResolver(new Error('relation "jobs" does not exist at /srv/app.js:12')),
      'Da ist etwas schiefgelaufen.',
      false,
    );
    expect(masked.message).toBe('Da ist etwas schiefgelaufen.');
    expect(JSON.stringify(masked)).not.toContain('relation');
  });
});
