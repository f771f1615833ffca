import { z } from 'zod';
import messages from '../../messages/de.json';
import type { FieldError } from '../forms/form-fields';
import { fill } from '../mail/template';
import { plainTextExcerpt } from '../richtext/plain-text-excerpt';
import { RESERVED_SLUGS, SLUG_MAX, SLUG_PATTERN } from './blog-slug';

const m = messages.blog.errors;

export const TITLE_MAX = 150;
/** A teaser is read in lists, the feed and share previews: a few sentences. */
export const TEASER_MAX = 400;
/** Far beyond any article; bounds what one save stores and sanitizes. */
export const BODY_MAX = 200_000;
export const IMAGE_ALT_MAX = 200;

const tooLong = (max: number) => fill(m.tooLong, { max });
/** Plain forms send empty strings for fields left empty: blank is "not given". */
const blank = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const text = (max: number) => z.string(m.text).trim().max(max, tooLong(max));

/** What an editor sends for a post (docs/product-decisions.md "Blog"); the slug may be left for the title's. */
export const blogPostInputSchema = z.object({
  title: z.string(m.titleRequired).trim().min(1, m.titleRequired).max(TITLE_MAX, tooLong(TITLE_MAX)),
  slug: optional(
    z
      .string(m.slugFormat)
      .trim()
      .toLowerCase()
      .max(SLUG_MAX, tooLong(SLUG_MAX))
      .regex(SLUG_PATTERN, m.slugFormat)
      .refine((slug) => !RESERVED_SLUGS.includes(slug), m.slugReserved),
  ),
  teaser: optional(text(TEASER_MAX)),
  body: optional(z.string(m.text).max(BODY_MAX, tooLong(BODY_MAX))),
  imageFileId: optional(z.guid(m.image)),
  imageAlt: optional(text(IMAGE_ALT_MAX)),
});
export type BlogPostInput = z.output<typeof blogPostInputSchema>;

/** A post goes public only with its teaser and a text to read (the title is needed to save at all). */
export function publishProblems(post: { teaser: string | null; body: string }): FieldError[] {
  const problems: FieldError[] = [];
  if (!post.teaser?.trim()) problems.push({ field: 'teaser', message: m.teaserRequired });
  if (!plainTextExcerpt(post.body, 20)) problems.push({ field: 'body', message: m.bodyRequired });
  return problems;
}
