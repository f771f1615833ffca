import { describe, expect, it } from 'vitest';
import { resumeLanding } from './resume-landing';

const site = (redirect: boolean) =>
  ({ FEATURES: { INCOMPLETE_REDIRECT_TO_WIZARD: redirect } }) as Parameters<typeof resumeLanding>[0];

describe('/lebenslauf (docs/product.md §1 INCOMPLETE_REDIRECT_TO_WIZARD)', () => {
  it.each([
    [true, false, null, 'intro'],
    [true, true, null, 'wizard'],
    [true, true, { complete: false }, 'wizard'],
    [true, true, { complete: true }, 'overview'],
    [false, false, null, 'intro'],
    [false, true, null, 'intro'],
    [false, true, { complete: false }, 'overview'],
    [false, true, { complete: true }, 'overview'],
  ] as const)('flag %s, signed in %s, resume %j → %s', (flag, signedIn, resume, landing) => {
    expect(resumeLanding(site(flag), signedIn, resume)).toBe(landing);
  });
});
