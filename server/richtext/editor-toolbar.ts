import { isAdminLikeRole } from '../auth/roles';

/** The two toolbars of the rich-text editor (the contract's EditorToolbar). */
export type EditorToolbarKind = 'basic' | 'full';

/**
 * §6 editor toolbar by role: everybody gets the basic one (heading, bold, italic, link, lists, quote, undo,
 * redo); admin-like users the full one, which adds indent, outdent, table and media embed — what their
 * full_html keeps. Plain, so the job wizard and the profile editor ask the same rule the front end tests.
 */
export function editorToolbarOf(roles: readonly string[]): EditorToolbarKind {
  return isAdminLikeRole(roles) ? 'full' : 'basic';
}
