import { BLOG_PATH } from '@/lib/contract';

/** The editors' pages of the blog (docs/product-decisions.md "Blog"): the list of every post, a new one, one post. */
export const BLOG_EDITOR_PATH = `${BLOG_PATH}/redaktion`;
export const NEW_BLOG_POST_PATH = `${BLOG_EDITOR_PATH}/neu`;
export const blogEditorPostPath = (id: string) => `${BLOG_EDITOR_PATH}/${id}`;

/** Deep pages cost a scan each; nobody pages a blog this far by hand (the API's bound). */
const MAX_PAGE = 1000;

/** A blog list's page from its `page` parameter (from 1); anything else is the first, as on the job listing. */
export function blogListPage(value: string | readonly string[] | null | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : 1;
}

/** The address of a page of a blog list (`base`: the public list or the editors'). */
export const blogListHref = (page: number, base: string = BLOG_PATH) => (page > 1 ? `${base}?page=${page}` : base);
