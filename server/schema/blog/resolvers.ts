import { z } from 'zod';
import { BlogError } from '../../blog/blog-access';
import {
  BLOG_POSTS_PER_PAGE,
  type BlogSite,
  listEditorPosts,
  listPublishedPosts,
  openEditorPost,
  publishedPostBySlug,
} from '../../blog/blog-posts';
import { publishBlogPost, saveBlogPost, unpublishBlogPost, type BlogWriteResult } from '../../blog/blog-writes';
import type { GraphQLContext } from '../../graphql/context';
import { apiError } from '../../graphql/errors';
import { idArg, optional, parseArgs } from '../../graphql/validation';
import type { BlogPostSaveResult, MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import { editorPosts, publicPosts } from './blog-shape';

/** The domain's refusals become API errors with their German message. */
async function domain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BlogError) throw apiError(error.code, error.message);
    throw error;
  }
}

const site = (ctx: GraphQLContext): BlogSite => ({ regionId: ctx.region.id, language: ctx.region.DEFAULT_LOCALE });
/** Deep pages cost a scan each; nobody pages a blog this far by hand. */
const page = optional(z.number().int().min(1).max(1000)).transform((p) => p ?? 1);

const listArgs = z.object({
  page,
  size: optional(z.number().int().min(1).max(BLOG_POSTS_PER_PAGE)).transform((s) => s ?? BLOG_POSTS_PER_PAGE),
});
const slugArgs = z.object({ slug: z.string().min(1).max(200) });
const idArgs = z.object({ id: idArg });
const saveArgs = z.object({ id: optional(idArg), input: z.record(z.string(), z.unknown()) });

async function saveResult(ctx: GraphQLContext, result: BlogWriteResult): Promise<BlogPostSaveResult> {
  if (!result.ok) return { post: null, errors: result.errors };
  return { post: (await editorPosts(ctx, [result.post]))[0], errors: [] };
}

export const blogQueries: Pick<QueryResolvers, 'blogPosts' | 'blogPost' | 'blogEditorPosts' | 'blogEditorPost'> = {
  blogPosts: async (_parent, args, ctx) => {
    const { page: p, size } = parseArgs(listArgs, args);
    const found = await listPublishedPosts(ctx.db, site(ctx), { page: p, pageSize: size });
    return { ...found, posts: await publicPosts(ctx, found.posts) };
  },
  blogPost: async (_parent, args, ctx) => {
    const { slug } = parseArgs(slugArgs, args);
    const post = await publishedPostBySlug(ctx.db, site(ctx), slug);
    return post ? (await publicPosts(ctx, [post]))[0] : null;
  },
  blogEditorPosts: async (_parent, args, ctx) => {
    const { page: p } = parseArgs(z.object({ page }), args);
    const found = await domain(() => listEditorPosts(ctx.db, ctx.user, site(ctx), p));
    return { ...found, posts: await editorPosts(ctx, found.posts) };
  },
  blogEditorPost: async (_parent, args, ctx) => {
    const { id } = parseArgs(idArgs, args);
    const post = await domain(() => openEditorPost(ctx.db, ctx.user, site(ctx), id));
    return (await editorPosts(ctx, [post]))[0];
  },
};

export const blogMutations: Pick<MutationResolvers, 'saveBlogPost' | 'publishBlogPost' | 'unpublishBlogPost'> = {
  saveBlogPost: async (_parent, args, ctx) => {
    const { id, input } = parseArgs(saveArgs, args);
    const save = { user: ctx.user, site: site(ctx), id: id ?? null, fields: input, storage: ctx.storage };
    return saveResult(ctx, await domain(() => saveBlogPost(ctx.db, save)));
  },
  publishBlogPost: async (_parent, args, ctx) => {
    const { id } = parseArgs(idArgs, args);
    return saveResult(ctx, await domain(() => publishBlogPost(ctx.db, { user: ctx.user, site: site(ctx), id })));
  },
  unpublishBlogPost: async (_parent, args, ctx) => {
    const { id } = parseArgs(idArgs, args);
    const post = await domain(() => unpublishBlogPost(ctx.db, { user: ctx.user, site: site(ctx), id }));
    return (await editorPosts(ctx, [post]))[0];
  },
};
