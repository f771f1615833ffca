'use client';

import { CKEditor } from '@ckeditor/ckeditor5-react';
import {
  BlockQuote,
  Bold,
  ClassicEditor,
  Essentials,
  Heading,
  Indent,
  Italic,
  Link,
  List,
  MediaEmbed,
  Paragraph,
  PasteFromOffice,
  Table,
  TableToolbar,
  type EditorConfig,
} from 'ckeditor5';
import translations from 'ckeditor5/translations/de.js';
import 'ckeditor5/ckeditor5.css';
import './ckeditor-contrast.css';
import type { EditorToolbar } from '@/lib/graphql/generated/operations';
import { toolbarItems } from '@/lib/posting/editor-toolbar';

export type DescriptionEditorProps = {
  initial: string;
  toolbar: EditorToolbar;
  /** The editing area's accessible name and the ids of its hint and error. */
  label: string;
  describedBy?: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  onReady: (editor: ClassicEditor) => void;
};

/**
 * docs/product.md §4 CKEditor 5 (GPL) with the docs/product.md §6 toolbar of the user's role. Its own chunk, loaded
 * only on the description step (next/dynamic without SSR), so no public page ships it. The server keeps what the
 * docs/product.md §5 sanitizer allows.
 */
export default function DescriptionEditor({
  initial,
  toolbar,
  label,
  describedBy,
  onChange,
  onBlur,
  onReady,
}: DescriptionEditorProps) {
  const config: EditorConfig = {
    licenseKey: 'GPL',
    language: 'de',
    translations: [translations],
    label,
    plugins: [
      Essentials,
      Paragraph,
      Heading,
      Bold,
      Italic,
      Link,
      List,
      BlockQuote,
      // Word and Google Docs: their list paragraphs become lists, tables stay tables where the toolbar has
      // them (else their cells become paragraphs), styles and classes are dropped (docs/product-decisions.md
      // "Pasting from Word").
      PasteFromOffice,
      ...(toolbar === 'full' ? [Indent, Table, TableToolbar, MediaEmbed] : []),
    ],
    toolbar: { items: toolbarItems(toolbar), shouldNotGroupWhenFull: false },
    table: { contentToolbar: ['tableColumn', 'tableRow', 'mergeTableCells'] },
    link: { defaultProtocol: 'https://' },
    initialData: initial,
  };
  return (
    <CKEditor
      editor={ClassicEditor}
      config={config}
      onReady={(editor) => {
        if (describedBy)
          editor.editing.view.change((writer) =>
            writer.setAttribute('aria-describedby', describedBy, editor.editing.view.document.getRoot()!),
          );
        onReady(editor);
      }}
      onChange={(_event, editor) => onChange(editor.getData())}
      onBlur={() => onBlur()}
    />
  );
}
