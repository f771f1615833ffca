import { FRONTEND_HEADER, VISUAL_EDITOR_HEADER, formatFrontendHeader } from '@/lib/contract';

/**
 * Page query parameter that turns the visual-editor header on: `?visualEditor=true`. Only the exact
 * string 'true' counts (docs/product.md §7); `1`, `TRUE`, an empty value or a repeated parameter do not.
 */
export const VISUAL_EDITOR_QUERY_PARAM = 'visualEditor';

/** docs/product.md §7: the visual-editor flag is on only when the query value is the string 'true'. */
export function isVisualEditorFlag(value: string | string[] | null | undefined): boolean {
  return value === 'true';
}

/** Reads the flag from a page's query string (`location.search`). */
export function visualEditorFromSearch(search: string): boolean {
  const params = new URLSearchParams(search);
  return (
    params.getAll(VISUAL_EDITOR_QUERY_PARAM).length === 1 && isVisualEditorFlag(params.get(VISUAL_EDITOR_QUERY_PARAM))
  );
}

/** Who a GraphQL request is made for: the site and locale, the session token, the editor flag. */
export type GraphQLAudience = {
  regionId: string;
  locale: string;
  /** The encoded session token (next-auth `session.jwt`); null when signed out. */
  token: string | null;
  visualEditor: boolean;
};

/**
 * docs/product.md §7 request headers: bearer authorization, `x-frontend: <region>;<locale>`, `x-visual-editor: true`.
 */
export function buildGraphQLHeaders(audience: GraphQLAudience): Record<string, string> {
  const headers: Record<string, string> = {
    [FRONTEND_HEADER]: formatFrontendHeader({ regionId: audience.regionId, locale: audience.locale }),
  };
  if (audience.token) headers.authorization = `Bearer ${audience.token}`;
  if (audience.visualEditor) headers[VISUAL_EDITOR_HEADER] = 'true';
  return headers;
}
