// @vitest-environment jsdom
// With the form's script, files over the docs/product.md §5 sum are refused in the browser before a long upload: the
// German error next to the file field, focus there, the typed text untouched (docs/security.md).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AttachmentSizeCheck } from './attachment-size-check';

afterEach(cleanup);

const MB = 1024 * 1024;
const MESSAGE = 'Die Bewerbung ist zu groß: Deine Dateien dürfen zusammen höchstens 50 MB groß sein.';

function renderForm() {
  render(
    <form aria-label="Bewerbung">
      <label htmlFor="apply-firstName">Vorname</label>
      <input id="apply-firstName" name="firstName" />
      <label htmlFor="apply-attachments">Unterlagen</label>
      <input id="apply-attachments" name="attachments" type="file" multiple aria-describedby="apply-attachments-hint" />
      <p id="apply-attachments-hint">bis zu 50 MB</p>
      <AttachmentSizeCheck inputId="apply-attachments" maxBytes={50 * MB} message={MESSAGE} />
      <button type="submit">Bewerbung absenden</button>
    </form>,
  );
  const files = screen.getByLabelText('Unterlagen') as HTMLInputElement;
  const choose = (...sizes: number[]) => {
    Object.defineProperty(files, 'files', {
      value: sizes.map((size, i) => ({ name: `datei-${i}.pdf`, size })),
      configurable: true,
    });
    fireEvent.change(files);
  };
  return { files, choose, form: screen.getByRole('form', { name: 'Bewerbung' }) };
}

describe('AttachmentSizeCheck', () => {
  it('stops the sending of files over 50 MB together and says so next to the field, keeping the typed text', () => {
    const { files, choose, form } = renderForm();
    fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'Lena' } });
    choose(35 * MB, 25 * MB);
    const sent = fireEvent.submit(form);
    expect(sent).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGE);
    expect(files.getAttribute('aria-invalid')).toBe('true');
    expect(files.getAttribute('aria-describedby')).toBe('apply-attachments-size-error apply-attachments-hint');
    expect(document.activeElement).toBe(files);
    expect(screen.getByLabelText('Vorname')).toHaveProperty('value', 'Lena');
  });

  it('lets files within the bound go, and clears the error once smaller files are chosen', () => {
    const { files, choose, form } = renderForm();
    choose(51 * MB);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGE);
    choose(20 * MB, 30 * MB);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(files.getAttribute('aria-invalid')).toBeNull();
    expect(fireEvent.submit(form)).toBe(true);
  });
});
