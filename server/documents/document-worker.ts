/**
 * The thread that reads uploaded documents (docs/architecture.md "Reading uploaded documents"). Node runs this
 * file itself, by type stripping, outside Next's bundle: every import of its closure names its `.ts` file.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { extractDocxText } from '../resume-import/docx-text.ts';
import { renderPdfPages, type RenderedPdfPage } from '../storage/pdf-pages.ts';
import { extractPdfText } from '../storage/pdf-text.ts';
import { pdfStreamsWithinBounds } from './pdf-streams.ts';

export type DocumentKind = 'pdf' | 'docx';
/** `text`: a document's text; `pages`: a PDF's first pages as images (docs/architecture.md "PDF ads as page images"). */
export type DocumentJob =
  { kind: DocumentKind; bytes: Uint8Array; want?: 'text' } | { kind: 'pdf'; bytes: Uint8Array; want: 'pages' };
/**
 * `unreadable`: the reader refused the file (damaged, encrypted, nested too deep, streams inflating past the
 * bounds); the caller words it.
 */
export type DocumentAnswer =
  { ok: true; text: string } | { ok: true; pages: RenderedPdfPage[] } | { ok: false; reason: 'unreadable' };

async function read(job: DocumentJob): Promise<DocumentAnswer> {
  try {
    if (job.kind === 'pdf' && !pdfStreamsWithinBounds(job.bytes)) return { ok: false, reason: 'unreadable' };
    if (job.want === 'pages') return { ok: true, pages: await renderPdfPages(job.bytes) };
    const text = job.kind === 'pdf' ? await extractPdfText(job.bytes) : extractDocxText(job.bytes);
    return { ok: true, text };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/** What the pool hands the thread: its CPU priority (READER_NICENESS in document-pool.ts). */
export type DocumentWorkerData = { niceness: number };

// On Linux the nice value is per thread and `0` names the calling one: only this thread reads at lower priority.
try {
  setPriority(0, (workerData as DocumentWorkerData).niceness);
} catch {
  // Not permitted here (some containers): the thread reads at normal priority.
}

parentPort?.on('message', (job: DocumentJob) => {
  void read(job).then((answer) =>
    // The images move to the pool without a copy.
    parentPort?.postMessage(answer, 'pages' in answer ? answer.pages.map((p) => p.webp.buffer as ArrayBuffer) : []),
  );
});
