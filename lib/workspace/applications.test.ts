import { describe, expect, it } from 'vitest';
import { formatFileSize } from './applications';

describe('formatFileSize', () => {
  it.each([
    [15, '15 Byte'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [5 * 1024 * 1024 + 200_000, '5,2 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('%d → %s', (bytes, label) => {
    expect(formatFileSize(bytes)).toBe(label);
  });
});
