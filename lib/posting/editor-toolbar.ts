import type { EditorToolbar } from '@/lib/graphql/generated/operations';

/** docs/product.md §6 recruiters' toolbar: headings, emphasis, links, lists, quotes, undo and redo. */
const BASIC = [
  'heading',
  '|',
  'bold',
  'italic',
  'link',
  '|',
  'bulletedList',
  'numberedList',
  'blockQuote',
  '|',
  'undo',
  'redo',
];

/** docs/product.md §6 admin-like users: also indenting, tables and embedded media. */
const FULL_EXTRAS = ['|', 'outdent', 'indent', 'insertTable', 'mediaEmbed'];

/** The CKEditor toolbar items for a role's toolbar (JobPostingContext.editorToolbar). */
export function toolbarItems(toolbar: EditorToolbar): string[] {
  return toolbar === 'full' ? [...BASIC, ...FULL_EXTRAS] : BASIC;
}
