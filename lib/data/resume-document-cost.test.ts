// The resume's operations stay well inside the endpoint's cost limit per HTTP request.
import { describe, expect, it } from 'vitest';
import { documentCost, MAX_REQUEST_COST } from '@/server/graphql/request-cost';
import {
  COMPLETE_RESUME_WIZARD,
  MY_RESUME,
  SAVE_RESUME_SECTION,
  SET_RESUME_VISIBILITY,
} from '@/lib/graphql/documents/resume';

describe('the cost of the resume operations', () => {
  it('all of them together fit in one request', () => {
    const total = [MY_RESUME, SAVE_RESUME_SECTION, SET_RESUME_VISIBILITY, COMPLETE_RESUME_WIZARD]
      .map((document) => documentCost(document))
      .reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(MAX_REQUEST_COST);
  });
});
