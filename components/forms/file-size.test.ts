import { describe, expect, it } from 'vitest';
import { fileSize, mergeFiles } from './file-size';

describe('fileSize', () => {
  it.each([
    [0, '1 KB'],
    [300, '1 KB'],
    [839_680, '820 KB'],
    [4_404_019, '4,2 MB'],
    [10 * 1024 * 1024, '10 MB'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(fileSize(bytes)).toBe(text);
  });
});

describe('mergeFiles', () => {
  const file = (name: string, size = 10, lastModified = 1) => new File(['x'.repeat(size)], name, { lastModified });

  it('adds new files after those chosen, each once', () => {
    const cv = file('lebenslauf.pdf');
    const merged = mergeFiles([cv], [file('lebenslauf.pdf'), file('zeugnis.pdf')]);
    expect(merged.map((f) => f.name)).toEqual(['lebenslauf.pdf', 'zeugnis.pdf']);
    expect(merged[0]).toBe(cv);
  });

  it('keeps two files of one name that differ', () => {
    expect(mergeFiles([file('scan.pdf', 10)], [file('scan.pdf', 20)])).toHaveLength(2);
  });
});
