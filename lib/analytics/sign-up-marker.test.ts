import { describe, expect, it, vi } from 'vitest';
import { takeSignUpMarker } from './sign-up-marker';

describe('takeSignUpMarker', () => {
  it.each([
    ['https://goettingen.example/jobs?signup=social', 'social', '/jobs'],
    ['https://goettingen.example/jobs?search=Pflege&signup=social#treffer', 'social', '/jobs?search=Pflege#treffer'],
    ['https://goettingen.example/jobs?signup=email', null, null],
    ['https://goettingen.example/jobs', null, null],
  ])('%s → %s, the address becomes %s', (href, method, rest) => {
    const history = { state: { kept: true }, replaceState: vi.fn() };
    expect(takeSignUpMarker({ href }, history)).toBe(method);
    if (rest) expect(history.replaceState).toHaveBeenCalledWith({ kept: true }, '', rest);
    else expect(history.replaceState).not.toHaveBeenCalled();
  });
});
