// @vitest-environment jsdom
// Item 14 of the walk-throughs: a PDF picked right after the page loaded (the title just filled) said
// "Hochgeladen", but it had gone up without the session, and the posting refused the anonymous file.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/de.json';
import { FileUpload } from './file-upload';
import { PostingAudienceProvider } from './posting-session';

const upload = vi.hoisted(() => vi.fn());
vi.mock('@/lib/apollo/upload-file', () => ({ postFileOperation: upload }));

afterEach(() => {
  cleanup();
  upload.mockReset();
});

const pdf = new File(['%PDF-1.4'], 'Anzeige.pdf', { type: 'application/pdf' });

function field(token: string | null, error?: string, onChange = vi.fn()) {
  return (
    <NextIntlClientProvider locale="de" messages={{ posting: messages.posting }}>
      <PostingAudienceProvider value={{ regionId: 'rosenheim', locale: 'de', token, visualEditor: false }}>
        <FileUpload
          id="posting-file"
          label="Anzeige als PDF"
          hint="PDF"
          accept="application/pdf"
          initial={null}
          error={error}
          onChange={onChange}
        />
      </PostingAudienceProvider>
    </NextIntlClientProvider>
  );
}

describe('the ad PDF upload', () => {
  it('picked before the session is there, waits for it and goes up as the signed-in user', async () => {
    upload.mockResolvedValue({ uploadFile: { id: 'f1', name: 'Anzeige.pdf', url: '/files/f1' } });
    const onChange = vi.fn();
    const view = render(field(null, undefined, onChange));
    fireEvent.change(screen.getByLabelText('Anzeige als PDF'), { target: { files: [pdf] } });
    expect(await screen.findByText('Wird hochgeladen …')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();

    view.rerender(field('session-jwt', undefined, onChange));
    await screen.findByText('Hochgeladen: Anzeige.pdf');
    expect(upload).toHaveBeenCalledWith(expect.any(String), pdf, expect.objectContaining({ token: 'session-jwt' }));
    expect(onChange).toHaveBeenCalledWith('f1');
  });

  it('does not say "Hochgeladen" once the posting refused the file, and says why', async () => {
    upload.mockResolvedValue({ uploadFile: { id: 'f1', name: 'Anzeige.pdf', url: '/files/f1' } });
    const view = render(field('session-jwt'));
    fireEvent.change(screen.getByLabelText('Anzeige als PDF'), { target: { files: [pdf] } });
    await screen.findByText('Hochgeladen: Anzeige.pdf');
    const refused = 'Bitte wählen Sie eine PDF-Datei, die Sie selbst hochgeladen haben.';
    view.rerender(field('session-jwt', refused));
    await waitFor(() => expect(screen.queryByText('Hochgeladen: Anzeige.pdf')).toBeNull());
    expect(screen.getByLabelText('Anzeige als PDF', { selector: 'input' }).getAttribute('aria-describedby')).toContain(
      'posting-file-error',
    );
    expect(screen.getByText(refused)).toBeTruthy();
  });
});
