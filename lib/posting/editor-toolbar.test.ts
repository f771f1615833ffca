import { describe, expect, it } from 'vitest';
import { toolbarItems } from './editor-toolbar';

const buttons = (toolbar: 'basic' | 'full') => toolbarItems(toolbar).filter((item) => item !== '|');

describe('docs/product.md §6 editor toolbar by role', () => {
  it('gives recruiters headings, bold, italic, link, lists, quote, undo and redo', () => {
    expect(buttons('basic')).toEqual([
      'heading',
      'bold',
      'italic',
      'link',
      'bulletedList',
      'numberedList',
      'blockQuote',
      'undo',
      'redo',
    ]);
  });

  it.each(['indent', 'outdent', 'insertTable', 'mediaEmbed'])('gives %s to admin-like users only', (item) => {
    expect(buttons('full')).toContain(item);
    expect(buttons('basic')).not.toContain(item);
  });
});
