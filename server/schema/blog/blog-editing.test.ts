// Writing the blog through the real endpoint as an editor of the site (docs/product-decisions.md "Blog"): drafts stay
// private, publishing needs a teaser and a text and dates the post once, withdrawing takes it off the site, the body is
// stored sanitized, slugs come from the title and stay once published, and refused fields are named in German.
import { describe, expect, it } from 'vitest';
import messages from '../../../messages/de.json';
import { useBlogPeople } from './blog-testing';

const t = useBlogPeople();
const m = messages.blog.errors;
const tag = Math.random().toString(36).slice(2, 8);

const POST = 'id slug url title teaser body state publishedAt updatedAt toolbar';
const SAVE = `mutation($id: ID, $input: BlogPostInput!) { saveBlogPost(id: $id, input: $input) {
  post { ${POST} } errors { field message } } }`;
const PUBLISH = `mutation($id: ID!) { publishBlogPost(id: $id) { post { ${POST} } errors { field message } } }`;
const UNPUBLISH = `mutation($id: ID!) { unpublishBlogPost(id: $id) { ${POST} } }`;
const PUBLIC = `query($slug: String!) { blogPost(slug: $slug) { id title body url publishedAt } }`;
const LIST = '{ blogPosts { total posts { id slug } } }';

type Saved = { post: Record<string, string | null> | null; errors: Array<{ field: string; message: string }> };
const save = async (input: Record<string, unknown>, id?: string) =>
  (await t.call('editor', SAVE, { id, input })).json.data?.saveBlogPost as Saved;
const publish = async (id: string) => (await t.call('editor', PUBLISH, { id })).json.data?.publishBlogPost as Saved;
const publicPost = async (slug: string) => (await t.call(null, PUBLIC, { slug })).json.data?.blogPost;
const listed = async (id: string) =>
  ((await t.call(null, LIST)).json.data?.blogPosts as { posts: Array<{ id: string }> }).posts.some((p) => p.id === id);

describe('writing the blog', () => {
  it('keeps a draft private, publishes it once complete, withdraws and republishes it with its first date', async () => {
    const draft = await save({ title: `Bewerben im Frühling ${tag}` });
    expect(draft.errors).toEqual([]);
    const { id, slug } = draft.post as { id: string; slug: string };
    expect(slug).toBe(`bewerben-im-fruehling-${tag}`);
    expect(draft.post).toMatchObject({ state: 'draft', publishedAt: null, url: `/blog/${slug}`, toolbar: 'full' });
    expect(await publicPost(slug)).toBeNull();

    expect((await publish(id)).errors).toEqual([
      { field: 'teaser', message: m.teaserRequired },
      { field: 'body', message: m.bodyRequired },
    ]);
    await save(
      { title: `Bewerben im Frühling ${tag}`, teaser: 'Was jetzt zählt.', body: '<p>Gut vorbereitet.</p>' },
      id,
    );
    const published = await publish(id);
    expect(published.errors).toEqual([]);
    expect(published.post).toMatchObject({ state: 'published' });
    const firstDate = published.post!.publishedAt;
    expect(await publicPost(slug)).toMatchObject({ id, body: '<p>Gut vorbereitet.</p>', publishedAt: firstDate });
    expect(await listed(id)).toBe(true);

    const withdrawn = (await t.call('editor', UNPUBLISH, { id })).json.data?.unpublishBlogPost;
    expect(withdrawn).toMatchObject({ state: 'withdrawn', publishedAt: firstDate });
    expect(await publicPost(slug)).toBeNull();
    expect(await listed(id)).toBe(false);
    expect((await publish(id)).post).toMatchObject({ state: 'published', publishedAt: firstDate });
  });

  it('stores the body sanitized: scripts, handlers and foreign images go, the editors’ video players stay', async () => {
    const body =
      '<p onclick="x()">Hallo<script>alert(1)</script></p><img src="https://tracker.example/x.gif">' +
      '<figure class="media"><oembed url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></oembed></figure>';
    const saved = await save({ title: `Sicher ${tag}`, teaser: 'Kurz.', body });
    expect(saved.post?.body).toContain('<p>Hallo</p>');
    expect(saved.post?.body).not.toMatch(/script|onclick|tracker/);
    expect(saved.post?.body).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('takes a typed slug, refuses one taken, reserved or malformed, and keeps it once published', async () => {
    const first = await save({ title: 'Erster', slug: `eigene-adresse-${tag}`, teaser: 'T', body: '<p>B</p>' });
    expect(first.post?.slug).toBe(`eigene-adresse-${tag}`);
    expect((await save({ title: 'Zweiter', slug: `eigene-adresse-${tag}` })).errors).toEqual([
      { field: 'slug', message: m.slugTaken },
    ]);
    expect((await save({ title: 'Dritter', slug: 'redaktion' })).errors).toEqual([
      { field: 'slug', message: m.slugReserved },
    ]);
    expect((await save({ title: 'Vierter', slug: 'Über uns!' })).errors).toEqual([
      { field: 'slug', message: m.slugFormat },
    ]);
    // The same title again gets a free slug of its own.
    const twin = await save({ title: `Bewerben im Frühling ${tag}` });
    expect(twin.post?.slug).toBe(`bewerben-im-fruehling-${tag}-2`);

    const id = first.post!.id!;
    await publish(id);
    expect((await save({ title: 'Erster', slug: `neue-adresse-${tag}` }, id)).errors).toEqual([
      { field: 'slug', message: m.slugFixed },
    ]);
    // Left empty, the slug stays the post's own.
    expect((await save({ title: 'Erster, geändert', slug: '' }, id)).post?.slug).toBe(`eigene-adresse-${tag}`);
  });

  it('names every refused field in German and writes nothing', async () => {
    const refused = await save({ title: ' ', teaser: 'x'.repeat(401), imageFileId: 'kein-bild' });
    expect(refused.post).toBeNull();
    expect(refused.errors).toEqual([
      { field: 'title', message: m.titleRequired },
      { field: 'teaser', message: 'Höchstens 400 Zeichen sind erlaubt.' },
      { field: 'imageFileId', message: m.image },
    ]);
  });
});
