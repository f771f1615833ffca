/** The blog editor's fields (docs/product-decisions.md "Blog"), as the form sends them. */
export const BLOG_FORM_FIELDS = ['title', 'slug', 'teaser', 'body', 'imageFileId', 'imageAlt'] as const;
export type BlogFormField = (typeof BLOG_FORM_FIELDS)[number];

/**
 * The editor form's state: what was typed and the German message next to each refused field, also without
 * JavaScript; `id` once the post exists, so the next try changes it instead of writing another.
 */
export type BlogFormState = {
  id: string | null;
  values: Record<BlogFormField, string>;
  errors: Partial<Record<BlogFormField | 'form', string>>;
};

/** What the editor does with the form: save it, save and publish, save and take the post off the site. */
export const BLOG_INTENTS = ['save', 'publish', 'unpublish'] as const;
export type BlogIntent = (typeof BLOG_INTENTS)[number];

/** The notice the post's page shows after each (its `status` parameter). */
export const BLOG_OUTCOMES = { save: 'saved', publish: 'published', unpublish: 'unpublished' } as const;
export type BlogOutcome = (typeof BLOG_OUTCOMES)[BlogIntent];
