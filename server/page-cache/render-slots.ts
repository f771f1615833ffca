/**
 * At most `size` renders of anonymous pages at once; the others wait in the order they came (docs/architecture.md,
 * "Memory"). Every render holds its own React tree, data and HTML while it runs, and V8 grows the heap for the
 * most that ran together and gives it back only when the process idles; a few renders in a row finish as soon
 * on two cores as twenty side by side.
 */
export class RenderSlots {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {
    this.free = size;
  }

  /** How many renders wait for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `start` once a slot is free, with the function that gives the slot back (once, whatever calls it). */
  acquire(start: (release: () => void) => void): void {
    const run = () => {
      let held = true;
      start(() => {
        if (!held) return;
        held = false;
        const next = this.waiting.shift();
        if (next) next();
        else this.free++;
      });
    };
    if (this.free > 0) {
      this.free--;
      run();
    } else this.waiting.push(run);
  }
}
