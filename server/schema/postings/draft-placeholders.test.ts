// The automatic draft's "[Stellen Sie hier …]" placeholders left in the text: the preview names them as missing
// and submitting waits, with the German message naming them, until they are replaced.
import { describe, expect, it } from 'vitest';
import { as } from '../resolver-testing';
import { completeInput, save, submit, usePostingFixtures } from './posting-testing';

const state = usePostingFixtures();
const ABOUT = '[Stellen Sie hier Ihr Unternehmen in zwei, drei Sätzen vor.]';

describe("a description with the draft's placeholders", () => {
  it('is named as missing in the preview and cannot be submitted until they are replaced', async () => {
    const options = await as(state.fx.recruiter);
    const description = `<h2>Über uns</h2><p>Gasthof Post sucht Verstärkung als Koch.</p><p>${ABOUT}</p>`;
    const saved = await save(options, completeInput('Koch (m/w/d)', { description }));
    const id = saved.data.posting!.id;
    const named = { field: 'description', message: expect.stringContaining(`„${ABOUT}“`) };
    expect(saved.data.posting!.missing).toEqual([named]);

    const refused = await submit(options, id);
    expect(refused.outcome).toBe('invalid');
    expect(refused.errors).toEqual([named]);

    const replaced = description.replace(ABOUT, 'Seit 1890 kochen wir im Herzen von Traunstein.');
    expect((await save(options, { description: replaced }, id)).data.posting!.missing).toEqual([]);
    expect((await submit(options, id)).outcome).not.toBe('invalid');
  });
});
