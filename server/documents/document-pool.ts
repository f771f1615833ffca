import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderedPdfPage } from '../storage/pdf-pages';
import type { DocumentAnswer, DocumentJob, DocumentKind, DocumentWorkerData } from './document-worker';

/**
 * How uploaded documents are read (docs/architecture.md "Reading uploaded documents"): in worker threads, so
 * a hostile PDF or Word file costs one thread its time and memory, never the request's event loop. Bounds:
 * one file at a time per thread, a hard wall-clock limit after which the thread is terminated, a heap limit
 * (pdf.js keeps inflated streams in memory, so this is the cap on inflated bytes), and a short queue.
 */
export const DOCUMENT_READING_LIMITS = {
  threads: 1,
  maxQueued: 4,
  timeoutMs: 10_000,
  /**
   * Rendering a PDF's pages (up to 20) as images: longer than reading its text, still bounded. The canvas of
   * one page is native memory outside the heap limit; pdf-pages.ts bounds its size.
   */
  renderTimeoutMs: 30_000,
  heapMb: 160,
  /** A thread idle this long is ended, so the memory a large file took goes back to the system. */
  idleMs: 5_000,
} as const;

/**
 * Pages first: the reader thread runs at this nice value, so the threads that answer requests win when the
 * cores are busy; on an idle machine it reads as fast as before.
 */
export const READER_NICENESS = 10;

export type DocumentFailure = 'unreadable' | 'timeout' | 'busy';

/** A document the readers refused or could not finish; `reason` picks the German message of the caller. */
export class DocumentReadError extends Error {
  constructor(readonly reason: DocumentFailure) {
    super(`Document not read: ${reason}`);
    this.name = 'DocumentReadError';
  }
}

type Limits = {
  threads: number;
  maxQueued: number;
  timeoutMs: number;
  renderTimeoutMs: number;
  heapMb: number;
  idleMs: number;
};
type Done = Exclude<DocumentAnswer, { ok: false }>;
type Task = { job: DocumentJob; timeoutMs: number; resolve: (answer: Done) => void; reject: (e: Error) => void };
type Slot = { worker: Worker | null; task: Task | null; timer?: NodeJS.Timeout; idle?: NodeJS.Timeout };

/**
 * The worker's file, from the project folder: `next start` and vitest both run there, and a path Next's bundler
 * cannot see is not rewritten or bundled (docs/architecture.md says why this and not `new URL(…)`).
 */
const workerFile = () => path.join(process.cwd(), 'server', 'documents', 'document-worker.ts');

export class DocumentPool {
  private readonly slots: Slot[];
  private readonly queue: Task[] = [];

  constructor(private readonly limits: Limits = DOCUMENT_READING_LIMITS) {
    this.slots = Array.from({ length: limits.threads }, () => ({ worker: null, task: null }));
  }

  /** The document's text; rejects with DocumentReadError. The bytes are copied, the caller keeps its own. */
  async read(kind: DocumentKind, bytes: Uint8Array): Promise<string> {
    const answer = await this.submit({ kind, bytes: ownCopy(bytes), want: 'text' }, this.limits.timeoutMs);
    return 'text' in answer ? answer.text : '';
  }

  /** The PDF's first pages as WebP images (pdf-pages.ts); rejects with DocumentReadError. */
  async renderPages(bytes: Uint8Array): Promise<RenderedPdfPage[]> {
    const answer = await this.submit(
      { kind: 'pdf', bytes: ownCopy(bytes), want: 'pages' },
      this.limits.renderTimeoutMs,
    );
    return 'pages' in answer ? answer.pages : [];
  }

  private submit(job: DocumentJob, timeoutMs: number): Promise<Done> {
    return new Promise((resolve, reject) => {
      const task: Task = { job, timeoutMs, resolve, reject };
      const free = this.slots.find((slot) => !slot.task);
      if (free) this.run(free, task);
      else if (this.queue.length < this.limits.maxQueued) this.queue.push(task);
      else reject(new DocumentReadError('busy'));
    });
  }

  /** Ends every thread (tests, shutdown); waiting and running reads fail as `busy`. */
  async close(): Promise<void> {
    for (const task of this.queue.splice(0)) task.reject(new DocumentReadError('busy'));
    await Promise.all(this.slots.map((slot) => this.end(slot, new DocumentReadError('busy'))));
  }

  private spawn(slot: Slot): Worker {
    const worker = new Worker(workerFile(), {
      execArgv: [],
      workerData: { niceness: READER_NICENESS } satisfies DocumentWorkerData,
      resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb, maxYoungGenerationSizeMb: 16 },
    });
    // A thread waiting for work keeps no process alive (tests, scripts).
    worker.unref();
    worker.on('message', (answer: DocumentAnswer) => {
      const task = slot.task;
      if (!task || slot.worker !== worker) return;
      this.finish(slot);
      if (answer.ok) task.resolve(answer);
      else task.reject(new DocumentReadError(answer.reason));
    });
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash: the file is too much for the reader.
    const lost = () => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      const task = slot.task;
      if (!task) return;
      this.finish(slot);
      task.reject(new DocumentReadError('unreadable'));
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    return worker;
  }

  private run(slot: Slot, task: Task) {
    clearTimeout(slot.idle);
    slot.task = task;
    const worker = slot.worker ?? (slot.worker = this.spawn(slot));
    slot.timer = setTimeout(() => {
      if (slot.task === task) void this.end(slot, new DocumentReadError('timeout'));
    }, task.timeoutMs);
    slot.timer.unref();
    worker.postMessage(task.job, [task.job.bytes.buffer as ArrayBuffer]);
  }

  /** Terminates the slot's thread (the only way to stop a reader that does not yield) and fails its task. */
  private async end(slot: Slot, error: DocumentReadError) {
    const { worker, task } = slot;
    slot.worker = null;
    if (task) {
      this.finish(slot);
      task.reject(error);
    }
    await worker?.terminate();
  }

  /** The slot is free again: the next queued task runs, or the thread ends after a while without work. */
  private finish(slot: Slot) {
    clearTimeout(slot.timer);
    slot.task = null;
    const next = this.queue.shift();
    if (next) return this.run(slot, next);
    clearTimeout(slot.idle);
    slot.idle = setTimeout(() => {
      if (!slot.task && slot.worker) void this.end(slot, new DocumentReadError('busy'));
    }, this.limits.idleMs);
    slot.idle.unref();
  }
}

/** A copy of its own (a Buffer may share a pooled ArrayBuffer, which cannot be transferred). */
function ownCopy(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy;
}

let shared: DocumentPool | undefined;

/** The process's pool for every request path that reads an uploaded document's content. */
export function readDocumentText(kind: DocumentKind, bytes: Uint8Array): Promise<string> {
  shared ??= new DocumentPool();
  return shared.read(kind, bytes);
}

/** The process's pool: a PDF's first pages as images, off the event loop (the same thread as the text). */
export function renderPdfPageImages(bytes: Uint8Array): Promise<RenderedPdfPage[]> {
  shared ??= new DocumentPool();
  return shared.renderPages(bytes);
}
