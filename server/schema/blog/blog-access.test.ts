// Who may write a site's blog (docs/product.md §6; docs/product-decisions.md "Blog"): its editors (job editors and site
// admins of the site; the matrix covers administrators), never an editor of another site, a recruiter, a job seeker or
// an anonymous caller; everybody reads what is published, nobody sees a draft or a post of another site, and where
// the blog is off every operation answers NOT_FOUND.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import messages from '../../../messages/de.json';
import { blogPosts } from '../../db/schema';
import { firstError } from '../../graphql/testing';
import { type BlogPerson, NO_BLOG_SITE, useBlogPeople } from './blog-testing';

const t = useBlogPeople();
const tag = randomUUID().slice(0, 8);
const ids = { draft: '', published: '', otherSite: '' };

beforeAll(async () => {
  const post = (regionId: string, state: 'draft' | 'published', slug: string) => ({
    regionId,
    slug,
    title: `Zugriff ${tag}`,
    teaser: 'Kurz.',
    body: '<p>Text</p>',
    state,
    publishedAt: state === 'published' ? new Date() : null,
    authorId: t.ids.editor,
  });
  const rows = await t.db
    .insert(blogPosts)
    .values([
      post('chiemgau', 'draft', `entwurf-${tag}`),
      post('chiemgau', 'published', `oeffentlich-${tag}`),
      post('innsalzach', 'published', `anderswo-${tag}`),
    ])
    .returning({ id: blogPosts.id });
  [ids.draft, ids.published, ids.otherSite] = rows.map((r) => r.id);
});

const OPERATIONS = {
  list: ['{ blogEditorPosts { total posts { id } } }', () => ({})],
  open: ['query($id: ID!) { blogEditorPost(id: $id) { id } }', () => ({ id: ids.draft })],
  save: [
    'mutation($id: ID!) { saveBlogPost(id: $id, input: { title: "Neu" }) { post { id } } }',
    () => ({ id: ids.draft }),
  ],
  publish: ['mutation($id: ID!) { publishBlogPost(id: $id) { post { id } } }', () => ({ id: ids.draft })],
  unpublish: ['mutation($id: ID!) { unpublishBlogPost(id: $id) { id } }', () => ({ id: ids.published })],
  create: ['mutation { saveBlogPost(input: { title: "Neu" }) { post { id } } }', () => ({})],
} as const satisfies Record<string, readonly [string, () => Record<string, unknown>]>;

const outcome = async (who: BlogPerson | null, [query, variables]: readonly [string, () => object], site?: string) => {
  const result = await t.call(who, query, variables() as Record<string, unknown>, site);
  return firstError(result)?.code ?? 'data';
};

describe('the blog editors of a site', () => {
  it('shows everybody the published posts only, without their authors (before the editors below change them)', async () => {
    const list = await t.call('seeker', '{ blogPosts { posts { id } } }');
    const seen = (list.json.data?.blogPosts as { posts: Array<{ id: string }> }).posts.map((p) => p.id);
    expect(seen).toContain(ids.published);
    expect(seen).not.toContain(ids.draft);
    expect(seen).not.toContain(ids.otherSite);
    const draft = await t.call(null, 'query($s: String!) { blogPost(slug: $s) { id } }', { s: `entwurf-${tag}` });
    expect(draft.json.data?.blogPost).toBeNull();
    const author = await t.call(null, '{ blogPosts { posts { author } } }');
    expect(firstError(author)?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it.each([
    ['an editor of this site (job editor)', 'editor', 'data'],
    ['a site admin of this site', 'siteAdmin', 'data'],
    ['a job editor of another site', 'foreignEditor', 'FORBIDDEN'],
    ['a recruiter', 'recruiter', 'FORBIDDEN'],
    ['a job seeker', 'seeker', 'FORBIDDEN'],
    ['an anonymous caller', null, 'UNAUTHENTICATED'],
  ] as const)('%s: %s', async (_name, who, expected) => {
    for (const [name, operation] of Object.entries(OPERATIONS))
      expect({ name, outcome: await outcome(who, operation) }).toEqual({ name, outcome: expected });
  });

  it('tells who is refused why, in German', async () => {
    const refused = await t.call('foreignEditor', OPERATIONS.list[0]);
    expect(firstError(refused)).toEqual({ code: 'FORBIDDEN', message: messages.blog.errors.editorsOnly });
  });

  it('finds no post of another site, not even for its editors', async () => {
    const result = await t.call('editor', OPERATIONS.open[0], { id: ids.otherSite });
    expect(firstError(result)).toEqual({ code: 'NOT_FOUND', message: messages.blog.errors.notFound });
  });

  it('answers NOT_FOUND for every blog operation where the site has no blog, editors included', async () => {
    const read = await t.call(null, '{ blogPosts { total } }', {}, NO_BLOG_SITE);
    expect(firstError(read)).toEqual({ code: 'NOT_FOUND', message: messages.graphql.featureOff.BLOG_FEATURE_ACTIVE });
    for (const operation of Object.values(OPERATIONS))
      expect(await outcome('foreignEditor', operation, NO_BLOG_SITE)).toBe('NOT_FOUND');
  });
});
