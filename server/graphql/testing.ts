/**
 * Test helpers for the GraphQL endpoint: a real database behind getDb() (in-memory PGlite, or the PostgreSQL
 * server in DATABASE_URL), uploads in a temporary folder, signed session tokens, requests to the real route
 * handler, and fixtures (users per role, organizations, credits, subscriptions, consent infos) with clean-up.
 * Import it first in a test file: it sets the environment before anything opens the database.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { encode } from 'next-auth/jwt';
import { closeDb, type Db, getDb } from '../db/client';
import {
  creditBalances,
  files,
  gdprConsentInfoRevisions,
  gdprConsentInfos,
  organizationMembers,
  organizations,
  products,
  subscriptions,
  type UserRole,
  userRoles,
  users,
} from '../db/schema';
import { FRONTEND_HEADER, GRAPHQL_PATH, PROXY_REGION_HEADER } from './protocol';

// One database per test file: vitest isolates files, and getDb() caches per process.
if (!process.env.DATABASE_URL) {
  process.env.PGLITE_DIR = 'memory';
  // Opened from the migrated template of this run (server/db/test-global-setup.ts) instead of migrating again.
  process.env.PGLITE_TEMPLATE = inject('pgliteTemplate') ?? '';
}
process.env.NEXTAUTH_SECRET ||= 'graphql-test-secret-0123456789abcdef0123456789abcdef';
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'jobboard-uploads-'));
process.env.UPLOADS_DIR = uploadsDir;

export const TEST_SECRET = process.env.NEXTAUTH_SECRET;
/** Real sites, so the context resolves them; test data is unique (random e-mails, slugs, types). */
export const REGION = 'franken';
export const OTHER_REGION = 'rosenheim';

export async function openGraphQLTestDb(): Promise<Db> {
  return getDb();
}

export async function closeGraphQLTestDb(): Promise<void> {
  await closeDb();
  rmSync(uploadsDir, { recursive: true, force: true });
}

export const uploadsFolder = () => uploadsDir;

/** A next-auth session JWT as the sign-in flow issues it (sub = user id). */
export function signToken(
  userId: string,
  options: { secret?: string; maxAge?: number; claims?: Record<string, unknown> } = {},
) {
  return encode({
    token: { sub: userId, ...options.claims },
    secret: options.secret ?? TEST_SECRET,
    maxAge: options.maxAge,
  });
}

export type RequestOptions = {
  token?: string | null;
  /** The host's site as the proxy passes it on (null: called directly, without the proxy). */
  region?: string | null;
  /** The §7 frontend header, e.g. 'franken;de' (null: not sent). */
  frontend?: string | null;
  headers?: Record<string, string>;
};

function requestHeaders(options: RequestOptions, contentType?: string): Headers {
  const headers = new Headers(options.headers);
  if (contentType) headers.set('content-type', contentType);
  const region = options.region === undefined ? REGION : options.region;
  if (region) headers.set(PROXY_REGION_HEADER, region);
  const frontend = options.frontend === undefined ? (region ? `${region};de` : null) : options.frontend;
  if (frontend) headers.set(FRONTEND_HEADER, frontend);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  return headers;
}

export type GraphQLBody = { query: string; variables?: Record<string, unknown>; operationName?: string };

/** A POST /graphql request with a JSON body (one operation, a batch, or raw text). */
export function jsonRequest(body: GraphQLBody | GraphQLBody[] | string, options: RequestOptions = {}): Request {
  return new Request(`http://localhost${GRAPHQL_PATH}`, {
    method: 'POST',
    headers: requestHeaders(options, 'application/json'),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A GraphQL multipart request (`operations` + `map`) uploading one file as variable `file`. */
export function uploadRequest(
  file: { name: string; bytes: Uint8Array; type?: string },
  options: RequestOptions = {},
): Request {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: UPLOAD_MUTATION, variables: { file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new File([file.bytes as BlobPart], file.name, { type: file.type ?? 'application/octet-stream' }));
  return new Request(`http://localhost${GRAPHQL_PATH}`, {
    method: 'POST',
    headers: requestHeaders(options),
    body: form,
  });
}

export const UPLOAD_MUTATION =
  'mutation Upload($file: File!) { uploadFile(file: $file) { id name mimeType size sha256 url } }';

export type GraphQLErrorJson = { message: string; extensions?: { code?: string; [key: string]: unknown } };
export type GraphQLResultJson = { data?: Record<string, unknown> | null; errors?: GraphQLErrorJson[] };

/** Sends a request to `handler` (the route's POST) and reads the JSON answer. */
export async function send(handler: (request: Request) => Promise<Response>, request: Request) {
  const response = await handler(request);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: json as GraphQLResultJson & GraphQLResultJson[],
  };
}

/** The smallest valid PDF, PNG and friends for upload tests. */
export const SAMPLE_FILES = {
  pdf: new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  png: Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  ),
  text: new TextEncoder().encode('Das ist nur Text und kein PDF.\n'),
};

// --- Fixtures ---

export type FixtureUser = { id: string; email: string };
export type Fixtures = {
  applicant: FixtureUser;
  recruiter: FixtureUser;
  administrator: FixtureUser;
  site_admin: FixtureUser;
  job_editor: FixtureUser;
  /** A recruiter of another organization: "another's" target. */
  stranger: FixtureUser;
  /** A user who is deleted (or blocked) by tests of the session rules. */
  doomed: FixtureUser;
  /** Per user id: the organization they own on REGION. */
  ownOrganization: Record<string, string>;
  /** The stranger's organization. */
  strangerOrganization: string;
  /** An organization on OTHER_REGION, owned by the recruiter. */
  foreignOrganization: string;
  productId: string;
  consent: { type: string; infoId: string; revisionId: string };
  cleanup(): Promise<void>;
};

const uniqueMail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/** Creates users of every §6 role with their organizations, credits, subscriptions and a consent info. */
export async function createFixtures(db: Db): Promise<Fixtures> {
  const tag = randomUUID().slice(0, 8);
  const roleOf: Record<string, { role: UserRole; regionId: string | null } | null> = {
    applicant: { role: 'applicant', regionId: REGION },
    recruiter: { role: 'recruiter', regionId: REGION },
    administrator: { role: 'administrator', regionId: null },
    site_admin: { role: 'site_admin', regionId: REGION },
    job_editor: { role: 'job_editor', regionId: REGION },
    stranger: { role: 'recruiter', regionId: REGION },
    doomed: { role: 'applicant', regionId: REGION },
  };
  const names = Object.keys(roleOf);
  const created = await db
    .insert(users)
    .values(
      names.map((name) => ({
        email: uniqueMail(name),
        name: `Test ${name}`,
        firstName: 'Test',
        lastName: name,
        emailVerified: new Date(),
        approved: true,
        regionId: REGION,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const byName = Object.fromEntries(names.map((name, i) => [name, created[i]])) as Record<string, FixtureUser>;

  // Every user owns one organization on REGION (so "own" exists for each caller); the recruiter also on OTHER_REGION.
  const orgRows = await db
    .insert(organizations)
    .values([
      ...names.map((name) => ({
        regionId: REGION,
        slug: `${name}-${tag}`,
        name: `${name} GmbH ${tag}`,
        ownerId: byName[name].id,
      })),
      { regionId: OTHER_REGION, slug: `fremd-${tag}`, name: `Fremd GmbH ${tag}`, ownerId: byName.recruiter.id },
    ])
    .returning({ id: organizations.id, ownerId: organizations.ownerId, regionId: organizations.regionId });
  const ownOrganization: Record<string, string> = {};
  for (const org of orgRows) if (org.regionId === REGION && org.ownerId) ownOrganization[org.ownerId] = org.id;
  const foreignOrganization = orgRows.find((o) => o.regionId === OTHER_REGION)!.id;
  const strangerOrganization = ownOrganization[byName.stranger.id];

  await db.insert(userRoles).values(
    names.map((name) => ({
      userId: byName[name].id,
      role: roleOf[name]!.role,
      regionId: roleOf[name]!.regionId,
      // Recruiters hold their role for their organization (§6 roles by targetId).
      targetId: roleOf[name]!.role === 'recruiter' ? ownOrganization[byName[name].id] : null,
    })),
  );
  await db.insert(organizationMembers).values({ organizationId: strangerOrganization, userId: byName.stranger.id });

  const [product] = await db
    .insert(products)
    .values({
      sku: `test-${tag}`,
      type: 'subscription',
      name: `Stellenpaket ${tag}`,
      priceCents: 49900,
      jobSlots: 5,
      resumeContactSlots: 10,
      durationDays: 365,
    })
    .returning({ id: products.id });
  const orgIds = orgRows.map((o) => o.id);
  await db.insert(creditBalances).values(
    orgIds.map((organizationId) => ({
      organizationId,
      regionId: REGION,
      type: 'job',
      label: 'Stellenanzeigen',
      amount: 3,
    })),
  );
  const start = new Date('2026-01-01T00:00:00Z');
  const end = new Date('2026-12-31T23:59:59Z');
  await db.insert(subscriptions).values(
    orgIds.flatMap((organizationId) => [
      {
        organizationId,
        productId: product.id,
        regionId: REGION,
        label: 'Jahrespaket',
        type: 'job_slots',
        status: 'active' as const,
        startDate: start,
        endDate: end,
        availableJobSlots: 5,
        resumeContactSlotsTotal: 10,
        resumeContactSlotsUsed: 2,
      },
      {
        organizationId,
        productId: product.id,
        regionId: OTHER_REGION,
        label: 'Jahrespaket Rosenheim',
        type: 'job_slots',
        status: 'expired' as const,
        startDate: start,
        endDate: end,
        availableJobSlots: 0,
      },
    ]),
  );

  const consentType = `terms-${tag}`;
  const [info] = await db
    .insert(gdprConsentInfos)
    .values({ type: consentType, placement: 'modal', regionId: REGION })
    .returning({ id: gdprConsentInfos.id });
  const [revision] = await db
    .insert(gdprConsentInfoRevisions)
    .values({
      infoId: info.id,
      revision: 1,
      text: '<p>Es gelten unsere <a href="/agb">AGB</a>.</p>',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
    })
    .returning({ id: gdprConsentInfoRevisions.id });

  return {
    applicant: byName.applicant,
    recruiter: byName.recruiter,
    administrator: byName.administrator,
    site_admin: byName.site_admin,
    job_editor: byName.job_editor,
    stranger: byName.stranger,
    doomed: byName.doomed,
    ownOrganization,
    strangerOrganization,
    foreignOrganization,
    productId: product.id,
    consent: { type: consentType, infoId: info.id, revisionId: revision.id },
    async cleanup() {
      const userIds = created.map((u) => u.id);
      await db.delete(gdprConsentInfos).where(inArray(gdprConsentInfos.id, [info.id]));
      await db.delete(files).where(inArray(files.ownerId, userIds));
      await db.delete(organizations).where(inArray(organizations.id, orgIds));
      await db.delete(products).where(inArray(products.id, [product.id]));
      await db.delete(users).where(inArray(users.id, userIds));
    },
  };
}

/** Runs one operation through the real route handler (app/graphql/route.ts POST). */
export async function gql(query: string, variables: Record<string, unknown> = {}, options: RequestOptions = {}) {
  const { POST } = await import('../../app/graphql/route');
  return send(POST, jsonRequest({ query, variables }, options));
}

/** The first error's code and message, for compact assertions. */
export function firstError(result: { json: GraphQLResultJson }) {
  const error = result.json.errors?.[0];
  return error ? { code: error.extensions?.code, message: error.message } : null;
}

/**
 * The test file's database with the shared fixtures: opened before the file's tests, fixtures removed and
 * the database closed after them. The fields are set in beforeAll.
 */
export function useGraphQLFixtures(): { db: Db; fx: Fixtures } {
  const state = {} as { db: Db; fx: Fixtures };
  beforeAll(async () => {
    state.db = await openGraphQLTestDb();
    state.fx = await createFixtures(state.db);
  });
  afterAll(async () => {
    await state.fx.cleanup();
    await closeGraphQLTestDb();
  });
  return state;
}
