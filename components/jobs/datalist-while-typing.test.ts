// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fillDatalistWhileTyping } from './datalist-while-typing';

function field(typed: string) {
  document.body.innerHTML = '<input id="f" value="" /><datalist id="l"></datalist>';
  const input = document.getElementById('f') as HTMLInputElement;
  input.value = typed;
  return { input, list: document.getElementById('l') as HTMLDataListElement };
}

const options = (list: HTMLDataListElement) => [...list.options].map((o) => o.value);
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('suggestions while typing', () => {
  it('answers text typed before the script ran, as if it had been typed now', async () => {
    const { input, list } = field('Nürn');
    const asked: string[] = [];
    const stop = fillDatalistWhileTyping(input, list, {
      minLength: 1,
      load: async (text) => (asked.push(text), ['Nürnberg']),
    });
    await later(400);
    expect(asked).toEqual(['Nürn']);
    expect(options(list)).toEqual(['Nürnberg']);
    stop();
  });

  it('asks nothing for a field the page filled and nobody changed', async () => {
    const { input, list } = field('');
    const asked: string[] = [];
    const stop = fillDatalistWhileTyping(input, list, { minLength: 1, load: async (t) => (asked.push(t), []) });
    await later(400);
    expect(asked).toEqual([]);
    stop();
  });

  it('asks once for a burst of typing, with the last text', async () => {
    const { input, list } = field('');
    const asked: string[] = [];
    const stop = fillDatalistWhileTyping(input, list, { minLength: 2, load: async (t) => (asked.push(t), []) });
    for (const text of ['B', 'Ba', 'Bam', 'Bamb']) {
      input.value = text;
      input.dispatchEvent(new Event('input'));
    }
    await later(400);
    expect(asked).toEqual(['Bamb']);
    stop();
  });
});
