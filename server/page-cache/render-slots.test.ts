import { describe, expect, it } from 'vitest';
import { RenderSlots } from './render-slots';

describe('RenderSlots', () => {
  it('starts at most `size` at once and the rest in the order they came, as slots are given back', () => {
    const slots = new RenderSlots(2);
    const started: string[] = [];
    const releases = new Map<string, () => void>();
    for (const name of ['a', 'b', 'c', 'd'])
      slots.acquire((release) => {
        started.push(name);
        releases.set(name, release);
      });
    expect(started).toEqual(['a', 'b']);
    expect(slots.queued).toBe(2);
    releases.get('b')!();
    expect(started).toEqual(['a', 'b', 'c']);
    releases.get('a')!();
    releases.get('c')!();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(slots.queued).toBe(0);
  });

  it('gives a slot back once, however often its release is called', () => {
    const slots = new RenderSlots(1);
    const started: string[] = [];
    let first = () => {};
    slots.acquire((release) => {
      started.push('a');
      first = release;
    });
    slots.acquire(() => started.push('b'));
    slots.acquire(() => started.push('c'));
    first();
    first();
    expect(started).toEqual(['a', 'b']);
  });
});
