// The review queue's statements do not grow with its length: 20 jobs of 20 organizations waiting cost as
// many statements as one.
import { eq, inArray } from 'drizzle-orm';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSameStatementsForOneAndTwenty, STATEMENTS_REGION, useStatementDb } from '../../db/statement-testing';
import { jobs, userRoles, users } from '../../db/schema';
import { executeInProcess } from '../../graphql/execute-in-process';
import { createGraphQLServer } from '../../graphql/server';

const QUEUE = parse(`{ moderationQueue(limit: 100) { total items { kind author submittedAt posting {
  id state missing { field } organization { name jobCredits freeJobSlots logo { url } }
  fields { title locations { label } file { url } logo { url } } } } } }`);

/**
 * The context's user and roles; the waiting jobs and revisions and their counts; the jobs with places and
 * revisions; their files, organizations, credits, slots and terms; plus the test's own two updates.
 */
const CEILING = 17;

const subject = useStatementDb();
let editorId: string;

beforeAll(async () => {
  const [editor] = await subject.db
    .insert(users)
    .values({ email: `redaktion-${crypto.randomUUID()}@example.test`, name: 'Redaktion' })
    .returning({ id: users.id });
  editorId = editor.id;
  await subject.db.insert(userRoles).values({ userId: editor.id, role: 'job_editor', regionId: STATEMENTS_REGION });
});
// Registered after the statement database, so it runs before the database closes.
afterAll(async () => {
  await subject.db.delete(users).where(eq(users.id, editorId));
});

describe('moderationQueue statements', () => {
  it('are as many for 20 waiting jobs as for 1, and at most the ceiling', () => {
    const server = createGraphQLServer({ getDb: async () => subject.db });
    return expectSameStatementsForOneAndTwenty(subject, CEILING, async (set, size) => {
      await subject.db
        .update(jobs)
        .set({ state: 'needs_review', submittedAt: new Date() })
        .where(inArray(jobs.id, set.jobIds));
      const result = await executeInProcess(
        { query: QUEUE, variables: {} },
        { regionId: STATEMENTS_REGION, locale: 'de', userId: editorId },
        server,
      );
      await subject.db.update(jobs).set({ state: 'published' }).where(inArray(jobs.id, set.jobIds));
      expect(result.errors).toBeUndefined();
      const items = (result.data?.moderationQueue as { items: Array<{ posting: { id: string } }> }).items;
      expect(items.filter((item) => set.jobIds.includes(item.posting.id))).toHaveLength(size);
    });
  });
});
