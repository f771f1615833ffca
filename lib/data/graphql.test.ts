// The data gate's one server-side path: operations run in-process as the explicit viewer, against the real
// schema and a real database, each at most once per server render.
import { REGION, useGraphQLFixtures } from '@/server/graphql/testing';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { executeInProcess } from '@/server/graphql/execute-in-process';
import { serverMutate, serverQuery } from './graphql';
import { OperationError } from './operation-error';

/**
 * A stand-in for React's `cache` in a server render (the test runner loads React's client build, whose
 * `cache` never keeps anything): results are kept while `render.memo` is set, and arguments are compared
 * as React compares them, one by one with Object.is.
 */
const render = vi.hoisted(() => ({ memo: null as Array<{ args: unknown[]; value: unknown }> | null }));
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  cache:
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      if (!render.memo) return fn(...args);
      const hit = render.memo.find((entry) => entry.args.every((arg, i) => Object.is(arg, args[i])));
      if (hit) return hit.value as R;
      const value = fn(...args);
      render.memo.push({ args, value });
      return value;
    },
}));
vi.mock('@/server/graphql/execute-in-process', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/graphql/execute-in-process')>();
  return { ...actual, executeInProcess: vi.fn(actual.executeInProcess) };
});

const VIEWER: TypedDocumentNode<{ getUser: { id: string } | null }, { id: string }> = gql`
  query Viewer($id: ID!) {
    getUser {
      id
    }
    getJob(id: $id) {
      id
    }
  }
`;
const MY_ALERTS: TypedDocumentNode<{ myJobAlerts: Array<{ id: string }> }, Record<string, never>> = gql`
  query MyAlerts {
    myJobAlerts {
      id
    }
  }
`;

const fixtures = useGraphQLFixtures();
const site = { id: REGION };
const asUser = (userId: string | null) => ({ region: site, locale: 'de', userId });
const runs = () => vi.mocked(executeInProcess).mock.calls.length;
const inRender = async <T>(work: () => Promise<T>): Promise<T> => {
  render.memo = [];
  try {
    return await work();
  } finally {
    render.memo = null;
  }
};

beforeEach(() => {
  vi.mocked(executeInProcess).mockClear();
});

describe('serverQuery', () => {
  it('answers as the signed-in user it names, and as nobody for an anonymous viewer', async () => {
    const variables = { id: '00000000-0000-4000-8000-000000000000' };
    const signedIn = await serverQuery(asUser(fixtures.fx.recruiter.id), { query: VIEWER, variables });
    expect(signedIn).toEqual({ data: { getUser: { id: fixtures.fx.recruiter.id }, getJob: null } });
    const anonymous = await serverQuery(asUser(null), { query: VIEWER, variables });
    expect(anonymous).toEqual({ data: { getUser: null, getJob: null } });
  });

  it("reports the API's refusal as an OperationError with the resolver's code, and no data", async () => {
    const { data, error } = await serverQuery(asUser(null), { query: MY_ALERTS });
    expect(data).toBeUndefined();
    expect(OperationError.is(error)).toBe(true);
    expect((error as OperationError).errors.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('runs once per render for the same viewer, document and variables; a new render runs again', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    await inRender(async () => {
      // generateMetadata and the page ask alike, each with its own variables object.
      const [metadata, page] = await Promise.all([
        serverQuery(asUser(fixtures.fx.recruiter.id), { query: VIEWER, variables: { id } }),
        serverQuery(asUser(fixtures.fx.recruiter.id), { query: VIEWER, variables: { id } }),
      ]);
      expect(page).toBe(metadata);
      expect(runs()).toBe(1);
    });
    await inRender(() => serverQuery(asUser(fixtures.fx.recruiter.id), { query: VIEWER, variables: { id } }));
    expect(runs()).toBe(2);
  });

  it('never hands one viewer the answer of another in the same render', async () => {
    const variables = { id: '00000000-0000-4000-8000-000000000002' };
    const [recruiter, stranger, anonymous] = await inRender(() =>
      Promise.all(
        [fixtures.fx.recruiter.id, fixtures.fx.stranger.id, null].map((userId) =>
          serverQuery(asUser(userId), { query: VIEWER, variables }),
        ),
      ),
    );
    expect([recruiter, stranger, anonymous].map((r) => r.data?.getUser?.id ?? null)).toEqual([
      fixtures.fx.recruiter.id,
      fixtures.fx.stranger.id,
      null,
    ]);
    expect(runs()).toBe(3);
  });
});

describe('serverMutate', () => {
  it('runs every time it is asked, even twice in one render', async () => {
    await inRender(async () => {
      await serverMutate(asUser(null), { mutation: MY_ALERTS });
      await serverMutate(asUser(null), { mutation: MY_ALERTS });
    });
    expect(runs()).toBe(2);
  });
});
