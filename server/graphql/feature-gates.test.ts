import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { getRegion } from '../../regions/registry';
import type { FeatureFlags } from '../../regions/schema';
import { readContract } from '../schema/contract-files';
import type { Resolvers } from '../schema/generated/resolvers-types';
import type { GraphQLContext } from './context';
import { FEATURE_GATES, withFeatureGates } from './feature-gates';

const schema = buildSchema(readContract());
const rootFields = (type: 'Query' | 'Mutation') => Object.keys((schema.getType(type) as GraphQLObjectType).getFields());

/** The root fields a domain's contract file adds. */
function fieldsOf(file: string): string[] {
  const sdl = readFileSync(path.join('server/schema', file), 'utf8');
  const blocks = [...sdl.matchAll(/extend type (?:Query|Mutation) \{([\s\S]*?)\n\}/g)].map((m) => m[1]);
  return blocks.flatMap((block) => [...block.matchAll(/^ {2}(\w+)[(:]/gm)].map((m) => m[1]));
}

/** A site with one flag switched: the real config of Franken otherwise. */
function site(flag: keyof FeatureFlags, on: boolean) {
  const franken = getRegion('franken')!;
  return { ...franken, FEATURES: { ...franken.FEATURES, [flag]: on } };
}

describe('feature gates of the GraphQL API (docs/product.md §1.4)', () => {
  it('names only operations of the contract', () => {
    const operations = new Set([...rootFields('Query'), ...rootFields('Mutation')]);
    for (const names of Object.values(FEATURE_GATES)) for (const name of names!) expect(operations).toContain(name);
  });

  it.each([
    'resumes/resumes.graphql',
    'resume-search/resume-search.graphql',
    'resume-contacts/resume-contacts.graphql',
    'resume-alerts/resume-alerts.graphql',
    'resume-import/resume-import.graphql',
  ])('gates every operation of %s by the resume feature', (file) => {
    const fields = fieldsOf(file);
    expect(fields.length).toBeGreaterThan(0);
    expect(FEATURE_GATES.RESUME_FEATURE_ACTIVE).toEqual(expect.arrayContaining(fields));
  });

  it('gates every operation of the blog by its flag', () => {
    expect(FEATURE_GATES.BLOG_FEATURE_ACTIVE).toEqual(fieldsOf('blog/blog.graphql'));
  });

  it("gates every operation of the employers' applications inbox by its flag, never the applicant's own list", () => {
    expect(FEATURE_GATES.APPLICANT_FEATURE_ACTIVE).toEqual(fieldsOf('applications/applications.graphql'));
    for (const own of fieldsOf('applications/my-applications.graphql'))
      expect(FEATURE_GATES.APPLICANT_FEATURE_ACTIVE).not.toContain(own);
  });

  it('refuses a gated operation on a site with its flag off, with the German message, before the resolver runs', () => {
    const searchResumes = vi.fn(() => 'hits');
    const getUser = vi.fn(() => 'user');
    const gated = withFeatureGates({ Query: { searchResumes, getUser } } as unknown as Resolvers);
    const query = gated.Query as unknown as Record<string, (...args: unknown[]) => unknown>;
    const off = { region: site('RESUME_FEATURE_ACTIVE', false) } as GraphQLContext;
    const on = { region: site('RESUME_FEATURE_ACTIVE', true) } as GraphQLContext;

    expect(() => query.searchResumes({}, {}, off, {})).toThrow('Lebensläufe gibt es auf dieser Seite nicht.');
    try {
      query.searchResumes({}, {}, off, {});
    } catch (error) {
      expect((error as { extensions: { code: string } }).extensions.code).toBe('NOT_FOUND');
    }
    expect(searchResumes).not.toHaveBeenCalled();
    expect(query.searchResumes({}, { a: 1 }, on, {})).toBe('hits');
    expect(searchResumes).toHaveBeenCalledWith({}, { a: 1 }, on, {});
    // Operations without a gate answer on every site.
    expect(query.getUser({}, {}, off, {})).toBe('user');
  });
});
