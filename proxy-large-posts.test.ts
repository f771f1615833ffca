// Posts to pages are read by Next as Server Actions (1 MB at most), so the proxy answers larger ones with a
// German 413. The upload forms of the resume post to route handlers with bounds of their own: a 2.4 MB CV or
// an 8.8 MB phone photo must reach them (the import step and the photo form got the bare 413 page).
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';

const MB = 1024 * 1024;

function post(path: string, length: number) {
  return proxy(
    new NextRequest(`http://franken.localhost${path}`, {
      method: 'POST',
      headers: {
        host: 'franken.localhost',
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(length),
      },
    }),
  );
}

describe('the proxy and large form posts', () => {
  it.each([
    ['/lebenslauf/wizard/import/datei', '2.4 MB', 2.4 * MB, '/franken/resume/wizard/import/datei'],
    ['/lebenslauf/foto', '8.8 MB', 8.8 * MB, '/franken/resume/foto'],
  ])('lets a post to %s of %s through to its route handler', async (path, _size, length, internal) => {
    const response = await post(path, Math.round(length));
    expect(response.status).not.toBe(413);
    expect(response.headers.get('x-middleware-rewrite')).toContain(internal);
  });

  it('still answers a large post to a page with the German 413 before Next tries to read it', async () => {
    const response = await post('/jobs', 2 * MB);
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('Anfrage zu groß');
  });
});
