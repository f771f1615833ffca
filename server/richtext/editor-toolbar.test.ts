import { describe, expect, it } from 'vitest';
import { isAdminLikeRole } from '../auth/roles';
import { authorRichTextFormat, editorToolbarOf } from './editor-toolbar';

// docs/product.md §6 and §5: the toolbar an author gets and the format their text is kept in go together, so what the
// full toolbar writes (embedded media) is never sanitized away and the basic one's authors cannot store it.
describe('the editor by author rank', () => {
  it.each([
    [['anonymous'], 'basic', 'filtered_html'],
    [['applicant'], 'basic', 'filtered_html'],
    [['recruiter'], 'basic', 'filtered_html'],
    [['job_editor'], 'full', 'full_html'],
    [['site_admin'], 'full', 'full_html'],
    [['administrator'], 'full', 'full_html'],
    [['recruiter', 'site_admin'], 'full', 'full_html'],
  ])('roles %j: the %s toolbar, kept as %s', (roles, toolbar, format) => {
    expect(editorToolbarOf(roles)).toBe(toolbar);
    expect(authorRichTextFormat(isAdminLikeRole(roles))).toBe(format);
  });
});
