// The photo form posts to this route handler (no Server Action, so no 1 MB bound): a body longer than a photo
// may be is answered with the German error on the form, by its announced length, before anything is read.
import { describe, expect, it } from 'vitest';
import { POST } from './route';

const MB = 1024 * 1024;

function post(length: number) {
  return POST(
    new Request('http://franken.localhost/lebenslauf/foto', {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(length),
        'sec-fetch-site': 'same-origin',
      },
      body: new Uint8Array(16),
    }),
    { params: Promise.resolve({ region: 'franken' }) },
  );
}

describe('POST /lebenslauf/foto', () => {
  it('sends a body over 20 MB back to the form with the German "too large", unread', async () => {
    const response = await post(25 * MB);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/lebenslauf/edit/personal-info?foto=tooLarge#foto');
  });
});
