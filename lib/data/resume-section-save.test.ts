// The gate through the section forms' server action, against the real GraphQL schema and database
// (in-process, as pages run it): typed values come back with the problems next to their fields, lists stay
// open once saved, the wizard goes on step by step. Only Next's request plumbing is stood in for: the
// request's headers, the session's viewer and redirect (which throws in Next as well).
import { useGraphQLFixtures } from '@/server/graphql/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROXY_REGION_HEADER } from '@/lib/contract';
import { REGION } from '@/server/graphql/environment-testing';
import { saveSectionAction } from '@/lib/actions/resume-actions';

const viewer = vi.hoisted(() => ({ userId: null as string | null }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ [PROXY_REGION_HEADER]: REGION }) }));
vi.mock('@/lib/data/page-viewer', () => ({
  loadPageViewer: async () => (viewer.userId ? { userId: viewer.userId, roles: ['applicant'] } : null),
}));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { to });
  },
}));

const t = useGraphQLFixtures();
const EMPTY = { values: {}, errors: {}, general: [] };
const form = (fields: Array<[string, string]>) => {
  const data = new FormData();
  for (const [k, v] of fields) data.append(k, v);
  return data;
};
const redirected = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (e: { to?: string }) => e.to ?? Promise.reject(e),
  );

beforeEach(() => {
  viewer.userId = t.fx.applicant.id;
});

describe('saveSectionAction', () => {
  it('keeps what was typed and puts each problem next to its field', async () => {
    const state = await saveSectionAction(
      EMPTY,
      form([
        ['section', 'personal-info'],
        ['firstName', 'Anna'],
        ['lastName', ''],
        ['phone', 'abc'],
      ]),
    );
    expect(state.values).toMatchObject({ firstName: 'Anna', phone: 'abc' });
    expect(Object.keys(state.errors).sort()).toEqual(['lastName', 'phone']);
  });

  it('asks a signed-out visitor to sign in, keeping the values', async () => {
    viewer.userId = null;
    const state = await saveSectionAction(
      EMPTY,
      form([
        ['section', 'skills'],
        ['free', 'Excel'],
      ]),
    );
    expect(state.values.free).toBe('Excel');
    expect(state.general).toHaveLength(1);
  });

  it('runs the wizard: job preferences, then personal info finishes the resume', async () => {
    const prefs = form([
      ['section', 'job-preferences'],
      ['step', 'job-preferences'],
      ['title', 'Pflegefachkraft'],
    ]);
    expect(await redirected(saveSectionAction(EMPTY, prefs))).toBe('/lebenslauf/wizard/personal-info');
    const names = form([
      ['section', 'personal-info'],
      ['step', 'personal-info'],
      ['firstName', 'Anna'],
      ['lastName', 'Huber'],
    ]);
    expect(await redirected(saveSectionAction(EMPTY, names))).toBe('/lebenslauf?fertig=1');
  });

  it('saves a list and stays on it, with the new entry’s id; a move is saved at once', async () => {
    const saved = await saveSectionAction(
      EMPTY,
      form([
        ['section', 'education'],
        ['0.institution', 'Schule A'],
        ['0.period.start', '09/2010'],
        ['0.period.end', '07/2013'],
        ['1.institution', 'Schule B'],
        ['1.period.start', '09/2013'],
        ['1.period.current', 'on'],
        ['2.institution', ''],
      ]),
    );
    expect(saved).toMatchObject({
      saved: true,
      errors: {},
      values: { '0.institution': 'Schule A', '0.period.start': '09/2010' },
    });
    expect(saved.values['0.id']).toMatch(/^[0-9a-f-]{36}$/);
    const fields = Object.entries(saved.values).map(([k, v]) => [k, String(v)] as [string, string]);
    const moved = await saveSectionAction(saved, form([['section', 'education'], ['intent', 'down:0'], ...fields]));
    expect([moved.values['0.institution'], moved.values['1.institution']]).toEqual(['Schule B', 'Schule A']);
  });
});
