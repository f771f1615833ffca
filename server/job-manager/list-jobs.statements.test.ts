// @module-tag postgres
// The job manager's list costs the same statements for one job as for twenty: the page with its figures,
// and its count.
import { describe, expect, it } from 'vitest';
import { expectSameStatementsForOneAndTwenty, useStatementDb } from '../db/statement-testing';
import { listManagedJobs } from './list-jobs';

// The set of 20 on one organization, as an employer's list.
const subject = useStatementDb({ gather: true });

describe('listManagedJobs statements', () => {
  it('are two for 20 jobs as for 1', () =>
    expectSameStatementsForOneAndTwenty(subject, 2, async (set, size) => {
      const list = await listManagedJobs(subject.db, {
        scope: { organizationId: set.organizationIds[0] },
        filter: {},
        sort: 'views',
        page: 1,
      });
      expect(list.jobs).toHaveLength(size);
      expect(list.total).toBe(size);
    }));
});
