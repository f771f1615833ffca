// The front end's own operations stay well inside the endpoint's cost limit per HTTP request, so the limit
// only ever refuses requests no page of ours sends.
import { describe, expect, it } from 'vitest';
import type { DocumentNode } from 'graphql';
import { documentCost, MAX_REQUEST_COST } from '@/server/graphql/request-cost';
import { CONSENT_INFOS, HAS_LATEST_CONSENT, RECORD_CONSENT } from '@/lib/graphql/documents/consent';
import { GET_JOB, SEARCH_JOBS } from '@/lib/graphql/documents/jobs';
import { GET_ORGANIZATION_PROFILE, SEARCH_ORGANIZATIONS } from '@/lib/graphql/documents/organizations';
import { FRONT_PAGE } from '@/lib/graphql/documents/front-page';
import {
  ORGANIZATION_PROFILE_DRAFT,
  ORGANIZATION_PROFILE_PREVIEW,
  PUBLISH_ORGANIZATION_PROFILE,
  SAVE_ORGANIZATION_PROFILE_DRAFT,
} from '@/lib/graphql/documents/organization-profile-editor';

const cost = (document: DocumentNode) => documentCost(document);

describe('the cost of the front end’s operations', () => {
  it('a job search and an organization search fit together, with every lookup besides', () => {
    const lookups = [CONSENT_INFOS, HAS_LATEST_CONSENT, RECORD_CONSENT, GET_JOB, GET_ORGANIZATION_PROFILE].map(cost);
    expect(cost(SEARCH_JOBS) + cost(SEARCH_ORGANIZATIONS) + lookups.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(
      MAX_REQUEST_COST,
    );
  });

  it('the front page’s operation (the overview and a job search) fits with every lookup besides', () => {
    const lookups = [CONSENT_INFOS, HAS_LATEST_CONSENT, RECORD_CONSENT, GET_JOB, GET_ORGANIZATION_PROFILE].map(cost);
    expect(cost(FRONT_PAGE) + lookups.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(MAX_REQUEST_COST);
  });

  it('the browser’s consent operations fit ten times over (a full batch of them)', () => {
    for (const document of [CONSENT_INFOS, HAS_LATEST_CONSENT, RECORD_CONSENT])
      expect(10 * cost(document)).toBeLessThanOrEqual(MAX_REQUEST_COST);
  });

  it('the profile editor’s operations fit, each on its own', () => {
    for (const document of [
      ORGANIZATION_PROFILE_DRAFT,
      ORGANIZATION_PROFILE_PREVIEW,
      SAVE_ORGANIZATION_PROFILE_DRAFT,
      PUBLISH_ORGANIZATION_PROFILE,
    ])
      expect(cost(document)).toBeLessThanOrEqual(MAX_REQUEST_COST);
  });
});
