// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { KeptFiles } from './kept-files';

afterEach(cleanup);

const removeLabel = (name: string) => `${name} entfernen`;

describe('KeptFiles: the uploads a draft kept, each with a box to remove it', () => {
  it('lists each file by name with a box that posts remove.<id>', () => {
    const files = [
      { id: 'f1', name: 'lebenslauf.pdf' },
      { id: 'f2', name: 'zeugnis.pdf' },
    ];
    render(<KeptFiles files={files} heading="Bereits hochgeladen:" removeLabel={removeLabel} />);
    expect(screen.getByText('Bereits hochgeladen:')).toBeTruthy();
    for (const { id, name } of files) {
      const box = screen.getByRole('checkbox', { name: `${name} entfernen` });
      expect(box.getAttribute('name')).toBe(`remove.${id}`);
      expect(box.getAttribute('value')).toBe('1');
      expect((box as HTMLInputElement).checked).toBe(false);
    }
  });

  it('shows nothing when the draft kept no file', () => {
    const { container } = render(<KeptFiles files={[]} heading="Bereits hochgeladen:" removeLabel={removeLabel} />);
    expect(container.innerHTML).toBe('');
  });
});
