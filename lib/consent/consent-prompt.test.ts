import { describe, expect, it } from 'vitest';
import { allAgreed, consentTypes, dismissalKey, infosToAsk, type ConsentInfo } from './consent-prompt';

const terms: ConsentInfo = { id: 't', type: 'terms', optIn: true, text: '<p>AGB</p>', revision: 2 };
const privacy: ConsentInfo = { id: 'p', type: 'privacy', optIn: false, text: '<p>Datenschutz</p>', revision: 1 };
const moreTerms: ConsentInfo = { id: 't2', type: 'terms', optIn: true, text: '<p>Zusatz</p>', revision: 1 };

describe('consent modal (docs/product.md §4: shown when the user lacks the latest consent)', () => {
  it('asks one question per type, in the order of the infos', () => {
    expect(consentTypes([terms, privacy, moreTerms])).toEqual(['terms', 'privacy']);
  });

  it.each([
    ['agreed to everything: nothing to ask', { terms: true, privacy: true }, []],
    ['a newer terms revision: both terms texts', { terms: false, privacy: true }, ['t', 't2']],
    ['never agreed: every text', { terms: false, privacy: false }, ['t', 'p', 't2']],
    ['a type the server did not answer for is not asked', { privacy: false }, ['p']],
  ] as const)('%s', (_case, latest, expected) => {
    const asked = infosToAsk([terms, privacy, moreTerms], new Map(Object.entries(latest)));
    expect(asked.map((info) => info.id)).toEqual(expected);
  });

  it('remembers a dismissal per user and per set of revisions, whatever their order', () => {
    expect(dismissalKey('u1', [terms, privacy])).toBe(dismissalKey('u1', [privacy, terms]));
    expect(dismissalKey('u1', [terms])).not.toBe(dismissalKey('u2', [terms]));
    expect(dismissalKey('u1', [terms])).not.toBe(dismissalKey('u1', [{ ...terms, revision: 3 }]));
  });

  it.each([
    ['no box ticked', {}, false],
    ['one of two opt-in boxes ticked', { t: true }, false],
    ['a box unticked again', { t: true, t2: false }, false],
    ['every opt-in box ticked (the text without a box needs none)', { t: true, t2: true }, true],
  ] as const)('docs/product.md §5 saving is allowed only when valid: %s → %s', (_case, checked, expected) => {
    expect(allAgreed([terms, privacy, moreTerms], checked)).toBe(expected);
  });

  it('a modal with texts that need no box can be saved right away', () => {
    expect(allAgreed([privacy], {})).toBe(true);
  });
});
