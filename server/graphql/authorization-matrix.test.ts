// The test helpers go first: they point getDb() at a test database before anything opens it.
import {
  closeGraphQLTestDb,
  REGION,
  createFixtures,
  type Fixtures,
  jsonRequest,
  openGraphQLTestDb,
  type RequestOptions,
  SAMPLE_FILES,
  send,
  signToken,
  uploadRequest,
} from './testing';
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '../../app/graphql/route';
import type { Db } from '../db/client';
import { INBOX_OPERATIONS, inboxRequest } from '../schema/applications/matrix-requests-testing';
import { creditLedger, files, jobs } from '../db/schema';
import { afterTeamCase, teamRequest } from './team-matrix-testing';
import { PROFILE_OPERATIONS } from '../schema/organizations/profile-matrix-testing';
import { afterCommerceCase, commerceRequest } from '../schema/commerce/order-matrix-testing';
import { afterOwnDataCase, ownDataRequest } from './own-data-matrix-testing';
import { afterBlogCase, blogRequest } from '../schema/blog/matrix-requests-testing';
import { POSTING_MUTATIONS } from './posting-matrix-requests-testing';
import {
  afterOrganizationAdminCase,
  organizationAdminRequest,
} from '../schema/organization-admin/matrix-requests-testing';
import { AUTHORIZATION_MATRIX, type MatrixCase, matrixCases } from './authorization-matrix';
import { OPERATIONS, type Operation } from './authorization-matrix-operations';
import { TARGETED } from './authorization-matrix-targets';
import { CALLERS, type Caller, type Outcome, type Target } from './authorization-matrix-types';

let db: Db;
let fx: Fixtures;
const tokens = new Map<Caller, string | null>();
const uploadedFileIds: string[] = [];
/** Running jobs made for extendJobPosting: the credit an extension takes is given back after the case. */
const extendedJobs: string[] = [];

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  tokens.set('anonymous', null);
  for (const caller of ['applicant', 'recruiter', 'administrator', 'site_admin', 'job_editor'] as const)
    tokens.set(caller, await signToken(fx[caller].id));
  tokens.set('forged_token', await signToken(fx.administrator.id, { secret: 'not-the-server-secret' }));
  tokens.set('expired_token', await signToken(fx.administrator.id, { maxAge: -60 }));
});

afterAll(async () => {
  if (uploadedFileIds.length) await db.delete(files).where(inArray(files.id, uploadedFileIds));
  await fx.cleanup();
  await closeGraphQLTestDb();
});

/** The user a caller stands for in target choices (token callers and anonymous: the recruiter's targets). */
function subject(caller: Caller) {
  return caller === 'anonymous' || caller === 'forged_token' || caller === 'expired_token' ? fx.recruiter : fx[caller];
}

function organizationTarget(caller: Caller, target: Target): string {
  if (target === 'own') return fx.ownOrganization[subject(caller).id];
  if (target === 'another') return fx.strangerOrganization;
  return randomUUID();
}

function mailTarget(caller: Caller, target: Target): { mail: string; infoId: string } {
  const infoId = target === 'nonexistent' ? randomUUID() : fx.consent.infoId;
  if (target === 'another') return { mail: fx.stranger.email, infoId };
  return {
    mail: caller === 'anonymous' ? `besucher-${randomUUID().slice(0, 8)}@example.test` : subject(caller).email,
    infoId,
  };
}

/**
 * A fresh job for one case of a posting operation (each case may change it): of the caller's organization or
 * the stranger's, waiting for review where review acts on it, else a draft; a random id when nonexistent.
 */
async function jobTarget(operation: Operation, caller: Caller, target: Target): Promise<string> {
  if (target === 'nonexistent') return randomUUID();
  const organizationId = target === 'own' ? fx.ownOrganization[subject(caller).id] : fx.strangerOrganization;
  const reviewed = operation === 'approveJobPosting' || operation === 'rejectJobPosting';
  // Extending (and its quote) needs a running job.
  const running = operation === 'extendJobPosting' || operation === 'jobExtensionQuote';
  const now = Date.now();
  // Complete, so that approving it succeeds where the caller may approve.
  const [job] = await db
    .insert(jobs)
    .values({
      regionId: REGION,
      organizationId,
      title: 'Matrix-Stelle',
      state: reviewed ? 'needs_review' : running ? 'published' : 'draft',
      publishedAt: running ? new Date(now - 86_400_000) : null,
      expiresAt: running ? new Date(now + 86_400_000) : null,
      type: 'job_per_link',
      linkUrl: 'https://example.test/matrix',
      lat: 49.45,
      lon: 11.08,
      employmentTypes: [1],
      occupationalFields: [2],
    })
    .returning({ id: jobs.id });
  if (running) extendedJobs.push(job.id);
  return job.id;
}

/** One request per operation; targeted ones get the target's id or address. */
async function requestFor(operation: Operation, caller: Caller, target: Target | null): Promise<Request> {
  const options: RequestOptions = { token: tokens.get(caller) };
  if (INBOX_OPERATIONS.includes(operation))
    return inboxRequest(db, operation, target === 'nonexistent' ? null : organizationTarget(caller, target!), options);
  const area = { operation, target, subject: subject(caller), options };
  const built =
    (await teamRequest(db, fx, area)) ??
    (await commerceRequest(db, fx, area)) ??
    (await organizationAdminRequest(db, fx, area)) ??
    (await ownDataRequest(db, fx, area)) ??
    (await blogRequest(db, area));
  if (built) return built;
  const profile = PROFILE_OPERATIONS[operation];
  if (profile) return jsonRequest({ query: profile, variables: { o: organizationTarget(caller, target!) } }, options);
  const posting = POSTING_MUTATIONS[operation];
  if (posting)
    return jsonRequest({ query: posting, variables: { id: await jobTarget(operation, caller, target!) } }, options);
  switch (operation) {
    case 'getUser':
      return jsonRequest({ query: '{ getUser { id roles { role targetId } } }' }, options);
    case 'getAppConfig':
      return jsonRequest({ query: '{ getAppConfig { name key value } }' }, options);
    case 'getRoutInfo':
      return jsonRequest({ query: '{ getRoutInfo(slug: "/datenschutz") { __typename } }' }, options);
    case 'getGdprConsentInfos':
      return jsonRequest(
        { query: 'query($t: String) { getGdprConsentInfos(type: $t) { id } }', variables: { t: fx.consent.type } },
        options,
      );
    case 'hasTheLatestConsent':
      return jsonRequest(
        {
          query: 'query($t: String!) { hasTheLatestConsent(type: $t) { hasTheLatestConsent } }',
          variables: { t: fx.consent.type },
        },
        options,
      );
    case 'createGdprUserConsent':
      return jsonRequest(
        {
          query:
            'mutation($mail: String!, $infoId: ID!) { createGdprUserConsent(mail: $mail, infoId: $infoId) { errors consent { id } } }',
          variables: mailTarget(caller, target!),
        },
        options,
      );
    case 'updatableOrganizationProfiles':
      return jsonRequest({ query: '{ updatableOrganizationProfiles { id name } }' }, options);
    case 'getCredits':
      return jsonRequest(
        {
          query: 'query($o: ID) { getCredits(organizationId: $o) { amount organizationName } }',
          variables: { o: organizationTarget(caller, target!) },
        },
        options,
      );
    case 'getSubscriptions':
      return jsonRequest(
        {
          query: 'query($o: ID) { getSubscriptions(organizationId: $o) { total subscriptions { id } errors } }',
          variables: { o: organizationTarget(caller, target!) },
        },
        options,
      );
    case 'uploadFile':
      return uploadRequest({ name: 'lebenslauf.pdf', bytes: SAMPLE_FILES.pdf, type: 'application/pdf' }, options);
    case 'searchJobs':
      return jsonRequest(
        { query: '{ searchJobs(payload: { fulltext: { keys: "Pflege" } }) { total jobs { id } } }' },
        options,
      );
    case 'getJob':
      return jsonRequest(
        { query: 'query($id: ID!) { getJob(id: $id) { id } }', variables: { id: randomUUID() } },
        options,
      );
    case 'jobBoardOverview':
      return jsonRequest({ query: '{ jobBoardOverview { openJobs employers } }' }, options);
    case 'searchOrganizations':
      return jsonRequest({ query: '{ searchOrganizations(payload: {}) { total organizations { id } } }' }, options);
    case 'getOrganizationProfile':
      return jsonRequest(
        {
          query: 'query($slug: String!) { getOrganizationProfile(slug: $slug) { id } }',
          variables: { slug: 'gibt-es-nicht' },
        },
        options,
      );
    case 'searchPlaces':
      return jsonRequest({ query: '{ searchPlaces(query: "Nürn") { label lat lon } }' }, options);
    case 'suggestJobTitles':
      return jsonRequest({ query: '{ suggestJobTitles(prefix: "Pfl") }' }, options);
    case 'jobPostingContext':
      return jsonRequest({ query: '{ jobPostingContext { creditUrl organizations { id } } }' }, options);
    case 'jobManager':
    case 'employerDashboard':
      return jsonRequest(
        {
          query:
            operation === 'jobManager'
              ? 'query($o: ID) { jobManager(organizationId: $o) { organizationId total jobs { id figures { views } } } }'
              : 'query($o: ID) { employerDashboard(organizationId: $o) { organizationId openJobs newApplications } }',
          variables: { o: organizationTarget(caller, target!) },
        },
        options,
      );
    case 'moderationQueue':
      return jsonRequest({ query: '{ moderationQueue { total } }' }, options);
    // jobPosting; the posting mutations are sent above.
    default:
      return jsonRequest(
        {
          query: 'query($id: ID!) { jobPosting(id: $id) { id state } }',
          variables: { id: await jobTarget(operation, caller, target!) },
        },
        options,
      );
  }
}

async function outcomeOf(c: MatrixCase): Promise<{ outcome: Outcome | string; detail: unknown }> {
  const { status, json } = await send(POST, await requestFor(c.operation, c.caller, c.target));
  // The balances stay as the fixtures made them (checked below).
  if (extendedJobs.length) await db.delete(creditLedger).where(inArray(creditLedger.jobId, extendedJobs.splice(0)));
  await afterTeamCase(db, subject(c.caller));
  await afterCommerceCase(db);
  await afterOwnDataCase(db, fx, c.operation);
  await afterOrganizationAdminCase(db);
  await afterBlogCase(db, c.operation);
  const error = json.errors?.[0];
  if (error) return { outcome: error.extensions?.code ?? `HTTP ${status}`, detail: error.message };
  const data = json.data?.[c.operation];
  if (c.operation === 'uploadFile' && data) uploadedFileIds.push((data as { id: string }).id);
  return { outcome: status === 200 && data !== undefined ? 'data' : `HTTP ${status}`, detail: data };
}

describe('authorization matrix (docs/product.md §6)', () => {
  it('covers every caller × operation × target', () => {
    expect(Object.keys(AUTHORIZATION_MATRIX).sort()).toEqual([...CALLERS].sort());
    for (const caller of CALLERS)
      expect(Object.keys(AUTHORIZATION_MATRIX[caller]).sort()).toEqual([...OPERATIONS].sort());
    const cases = matrixCases();
    const targeted = OPERATIONS.filter((op) => TARGETED[op]).length;
    expect(cases).toHaveLength(CALLERS.length * (OPERATIONS.length - targeted + targeted * 3));
  });

  it.each(
    matrixCases().map(
      (c) => [`${c.caller} × ${c.operation}${c.target ? ` × ${c.target}` : ''} → ${c.expected}`, c] as const,
    ),
  )('%s', async (_name, c) => {
    const { outcome, detail } = await outcomeOf(c);
    expect({ outcome, detail }).toMatchObject({ outcome: c.expected });
  });

  it('gives data the caller may see, not more', async () => {
    // getUser: the caller's own roles; credits: the requested organization's.
    const user = await send(POST, await requestFor('getUser', 'recruiter', null));
    expect(user.json.data?.getUser).toEqual({
      id: fx.recruiter.id,
      roles: [{ role: 'recruiter', targetId: fx.ownOrganization[fx.recruiter.id] }],
    });
    const anonymous = await send(POST, await requestFor('getUser', 'anonymous', null));
    expect(anonymous.json.data?.getUser).toBeNull();
    const own = await send(POST, await requestFor('getCredits', 'recruiter', 'own'));
    expect(own.json.data?.getCredits).toEqual([
      { amount: 3, organizationName: expect.stringContaining('recruiter GmbH') },
    ]);
    const byAdmin = await send(POST, await requestFor('getCredits', 'job_editor', 'another'));
    expect(byAdmin.json.data?.getCredits).toEqual([
      { amount: 3, organizationName: expect.stringContaining('stranger GmbH') },
    ]);
    const profiles = await send(POST, await requestFor('updatableOrganizationProfiles', 'recruiter', null));
    expect(profiles.json.data?.updatableOrganizationProfiles).toEqual([
      { id: fx.ownOrganization[fx.recruiter.id], name: expect.stringContaining('recruiter GmbH') },
    ]);
  });
});
