import { describe, expect, it } from 'vitest';
import { editorToolbarOf } from '@/lib/contract';
import { toolbarItems } from './editor-toolbar';

/** The buttons a user with these roles sees, in the editor's own names, separators left out. */
const buttonsFor = (roles: string[]) => toolbarItems(editorToolbarOf(roles)).filter((item) => item !== '|');

// docs/product.md §6: everybody writes with headings, emphasis, links, lists, quotes, undo and redo; admin-like users
// also indent, tables and embedded media.
const BASIC = ['heading', 'bold', 'italic', 'link', 'bulletedList', 'numberedList', 'blockQuote', 'undo', 'redo'];
const ADMIN_EXTRAS = ['indent', 'outdent', 'insertTable', 'mediaEmbed'];

describe('docs/product.md §6 editor toolbar by role', () => {
  it.each([
    ['anonymous', ['anonymous'], false],
    ['an applicant', ['applicant'], false],
    ['a recruiter', ['recruiter'], false],
    ['a recruiter who also applies', ['applicant', 'recruiter'], false],
    ['a job editor', ['job_editor'], true],
    ['a site admin', ['site_admin'], true],
    ['an administrator', ['administrator'], true],
    ['a recruiter who is also a job editor', ['recruiter', 'job_editor'], true],
  ])('%s gets the basic buttons, and indent, tables and media only if admin-like (%s)', (_who, roles, admin) => {
    const buttons = buttonsFor(roles);
    expect(buttons).toEqual(expect.arrayContaining(BASIC));
    for (const extra of ADMIN_EXTRAS) expect(buttons.includes(extra)).toBe(admin);
    expect(buttons).toHaveLength(BASIC.length + (admin ? ADMIN_EXTRAS.length : 0));
  });
});
