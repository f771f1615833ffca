import { isAdminLikeRole } from '../auth/roles';

/** The two toolbars of the rich-text editor (the contract's EditorToolbar). */
export type EditorToolbarKind = 'basic' | 'full';

/**
 * docs/product.md §6 editor toolbar by role: everybody gets the basic one (heading, bold, italic, link, lists, quote,
 * undo, redo); admin-like users the full one, which adds indent, outdent, table and media embed. Plain, so the job
 * wizard and the profile editor ask the same rule the front end tests.
 */
export function editorToolbarOf(roles: readonly string[]): EditorToolbarKind {
  return isAdminLikeRole(roles) ? 'full' : 'basic';
}

/**
 * docs/product.md §5 the stored format of an author's rich text follows the same rank: full_html keeps what the full
 * toolbar writes (embedded media), filtered_html what the basic one does. Job descriptions, profile presentations and
 * their previews all ask this.
 */
export function authorRichTextFormat(adminLike: boolean): 'full_html' | 'filtered_html' {
  return adminLike ? 'full_html' : 'filtered_html';
}
